import { textsOf } from '../text/messages';
import { formatRupees } from '../text/Money';

/** Reviews the shop could not decide, and the list (by status) the admin was working through. */
interface ReviewRefusal {
  count: number;
  list: 'pending' | 'approved';
}

const reviewListNow = (list: ReviewRefusal['list']): string =>
  list === 'approved'
    ? 'The list now shows the ones still approved.'
    : 'The list now shows the ones still waiting.';

/** The admin panel's texts (confirmations, toasts, load failures); only the panel's code imports them. */
const ADMIN_MESSAGES = {
  // Banner screen (docs/behaviour.md#banners).
  'BANNER.LIMIT_REACHED': 'Maximum 10 banners allowed. Please delete a banner before adding a new one.',
  // Banner form (docs/behaviour.md#banners); our own texts for the checks the original specification does not word.
  'BANNER.IMAGE_REQUIRED': 'Please enter a banner image URL',
  'BANNER.IMAGE_INVALID': 'Please enter a valid image URL',
  'BANNER.PHONE_IMAGE_INVALID': 'Please enter a valid phone picture URL, or leave it empty',
  'BANNER.TEXT_REQUIRED': 'Please fill in all required text fields for text-with-image banner',
  'BANNER.LINK_UNSAFE': 'Please enter a link on this site (starting with /) or a secure https:// address.',
  'BANNER.NOT_FOUND': 'This banner no longer exists. Please reload the list.',
  'BANNER.REORDER_MISMATCH': 'The banner list has changed meanwhile. Please reload it and try again.',
  'SETTINGS.INVALID': 'Please correct the highlighted settings.',
  'PRODUCT.INVALID': 'Please correct the highlighted fields.',
  'BANNER.CREATE_FAILED': 'Failed to create banner',
  'BANNER.UPDATE_FAILED': 'Failed to update banner',
  'BANNER.DELETE_FAILED': 'Failed to delete banner',
  'BANNER.REORDER_FAILED': 'Failed to reorder banners',
  'BANNER.LOAD_FAILED': 'Failed to load banners',
  'BANNER.PRODUCTS_LOAD_FAILED': 'Failed to load products for selection',
  'BANNER.TOGGLE_FAILED': 'Failed to toggle banner active state',
  'BANNER.DELETE_CONFIRM': 'Are you sure you want to delete this banner?',
  'BANNER.CREATED': 'Banner created successfully!',
  'BANNER.UPDATED': 'Banner updated successfully!',
  'BANNER.DELETED': 'Banner deleted successfully!',
  'BANNER.ACTIVATED': 'Banner activated successfully!',
  'BANNER.DEACTIVATED': 'Banner deactivated successfully!',
  'BANNER.IMAGE_INVALID_HINT': 'Please provide a valid image URL (jpg, jpeg, png, gif, webp, svg)',
  // Photo uploads of the product and banner forms.
  'PHOTO.NOT_IMAGE': ({ name }: { name: string }) =>
    `"${name}" is not a picture. Please choose a photo (JPEG, PNG, WebP, HEIC…).`,
  'PHOTO.TOO_LARGE': ({ name, limitMb }: { name: string; limitMb: number }) =>
    `"${name}" is larger than ${limitMb} MB. Please choose a smaller photo.`,
  'PHOTO.TOO_MANY': ({ max }: { max: number }) =>
    `A product has at most ${max} pictures: remove one before adding more.`,
  'PHOTO.UNREADABLE': ({ name }: { name: string }) =>
    `"${name}" could not be read as a picture. Please try another photo, or save it as JPEG first.`,
  'PHOTO.STORED_TOO_LARGE': ({ name }: { name: string }) =>
    `"${name}" is still larger than 5 MB after resizing. Please choose a smaller photo.`,
  'PHOTO.UNAVAILABLE': ({ name }: { name: string }) =>
    `"${name}" could not be uploaded: this browser can't keep photos here (a private window?). Paste an https:// image address instead.`,
  'PHOTO.NOT_SERVED_YET': ({ name }: { name: string }) =>
    `"${name}" was not uploaded yet: this browser is still getting ready to keep the shop's photos. Please try again in a moment.`,
  'PHOTO.DENIED': ({ name }: { name: string }) =>
    `"${name}" was not uploaded: only the shop's staff may upload photos. Please sign in again.`,
  'PHOTO.QUOTA': ({ name }: { name: string }) => `"${name}" was not uploaded: the photo storage is full.`,
  'PHOTO.UPLOAD_FAILED': ({ name }: { name: string }) =>
    `"${name}" could not be uploaded. Please check the connection and try again; the rest of the form is kept.`,
  'PHOTO.UPLOADED': ({ count }: { count: number }) =>
    count === 1 ? 'Photo uploaded.' : `${count} photos uploaded.`,
  'NOTIFICATIONS.TITLE': 'Notifications',
  'NOTIFICATIONS.MARK_ALL_READ': 'Mark all as read',
  'NOTIFICATIONS.EMPTY': 'No notifications yet',
  'ADMIN.LOAD_FAILED': 'Failed to load data. Please try again.',
  'PRODUCT.CREATED': 'Product created successfully!',
  'PRODUCT.UPDATED': 'Product updated successfully!',
  'PRODUCT.DELETED': 'Product deleted successfully!',
  'PRODUCT.SAVE_FAILED': 'Failed to save product',
  'PRODUCT.DELETE_FAILED': 'Failed to delete product',
  'PRODUCT.NOT_FOUND': 'This product no longer exists.',
  'PRODUCT.DELETE_CONFIRM': ({ name }: { name: string }) =>
    `Are you sure you want to delete "${name}"? This cannot be undone.`,
  'PRODUCT.BULK_DONE': ({ count, action }: { count: number; action: string }) =>
    `${count} ${count === 1 ? 'product' : 'products'} ${action}.`,
  'PRODUCT.BULK_FAILED': ({ written }: { written: number }) =>
    written === 0
      ? 'Failed to update the selected products. Nothing was changed.'
      : `Failed to update all the selected products: ${written} were changed. Undo puts them back.`,
  'PRODUCT.BULK_UNDONE': ({ restored, skipped }: { restored: number; skipped: number }) =>
    `Undone on ${restored} ${restored === 1 ? 'product' : 'products'}.` +
    (skipped === 0
      ? ''
      : skipped === 1
        ? ' 1 product changed since and was left as it is.'
        : ` ${skipped} products changed since and were left as they are.`),
  'PRODUCT.BULK_UNDO_FAILED': 'Failed to undo the last change. Please try again.',
  'ORDERS.LOAD_FAILED': 'Failed to load orders',
  'ORDER.NOT_FOUND': 'There is no order with this id. It may have been deleted.',
  'ORDER.FOLLOW_FAILED': "This order's changes no longer show by themselves. Press Refresh to see them.",
  'ALERTS.STOPPED':
    'New orders and low stock are no longer announced. Reload the page to hear of them again.',
  'ORDER.STATUS_UPDATED': ({ status }: { status: string }) => `Order marked ${status}.`,
  'ORDER.SHIPMENT_CORRECTED': 'Courier and AWB corrected.',
  'ORDER.DELIVERY_DELAYED': 'New delivery date saved. The shopper sees it with its reason.',
  'ORDER.LINE_CANCELLED': 'Item cancelled. Its units are back in stock, and the total is lower.',
  'ORDER.LINE_CANCEL_CONFIRM': ({ item, amount }: { item: string; amount: number }) =>
    `Cancel ${item}? Its units go back in stock, and the order's total falls by ${formatRupees(amount)}. This cannot be undone.`,
  'ORDER.PAYMENT_UPDATED': ({ status }: { status: string }) => `Payment marked ${status}.`,
  'ORDER.UPDATE_FAILED': 'Failed to update order',
  'ORDER.DELETE_CONFIRM': 'Are you sure you want to delete this order? This cannot be undone.',
  'ORDER.DELETED': 'Order deleted successfully!',
  'ORDER.DELETE_FAILED': 'Failed to delete order',
  'ORDER.DELETE_NOT_CANCELLED': 'Only a cancelled order can be deleted.',
  'ORDER.DELETE_INVOICED':
    'This order has a tax invoice, which the shop keeps for its GST records: it cannot be deleted.',
  'ORDER.REFUND_DUE': ({ amount }: { amount: number }) =>
    `This order was cancelled after it was paid. Return ${formatRupees(amount)} to the customer, then record the refund.`,
  'ORDER.COD_PAID_ON_DELIVERY': 'Cash on delivery is marked paid once the order is delivered.',
  'USER.ROLE_CONFIRM': ({
    name,
    email,
    label,
    does,
  }: {
    name: string;
    email: string;
    label: string;
    does: string;
  }) => `Change the role of ${name} (${email}) to ${label}? ${does}`,
  'CATEGORY.CREATED': 'Category created successfully!',
  'CATEGORY.UPDATED': 'Category updated successfully!',
  'CATEGORY.DELETED': 'Category deleted successfully!',
  'CATEGORY.LOAD_FAILED': 'Failed to load categories',
  'CATEGORY.SAVE_FAILED': 'Failed to save category',
  'CATEGORY.DELETE_FAILED': 'Failed to delete category',
  'CATEGORY.DELETE_CONFIRM': ({ name, products }: { name: string; products: number }) =>
    `Are you sure you want to delete the category "${name}"?` +
    (products === 0
      ? ''
      : products === 1
        ? ' Its 1 active product stays in the shop, but is no longer listed under it.'
        : ` Its ${products} active products stay in the shop, but are no longer listed under it.`),
  'CATEGORY.HAS_SUBCATEGORIES': ({ name }: { name: string }) =>
    `"${name}" has subcategories: move or delete them first.`,
  'CATEGORY.BAR_HIDES_EMPTY': 'The header bar now leaves out categories without products.',
  'CATEGORY.BAR_SHOWS_EMPTY': 'The header bar now shows categories without products too.',
  'CATEGORY.BAR_FAILED': 'Failed to change the header bar',
  'USER.ROLE_UPDATED': ({ name, label }: { name: string; label: string }) => `${name} is now: ${label}.`,
  'USER.SELF_DEMOTE': 'You cannot change your own role.',
  'USER.UNVERIFIED_ADMIN': 'Only an account whose e-mail is verified can be given a staff role.',
  'USER.ROLE_FAILED': 'Failed to change the role',
  'REVIEWS.LOAD_FAILED': 'We could not load the reviews. Please try again.',
  'REVIEW.APPROVED': ({ count }: { count: number }) =>
    count === 1 ? 'Review approved' : `${count} reviews approved`,
  'REVIEW.REJECTED': ({ count }: { count: number }) =>
    count === 1 ? 'Review rejected' : `${count} reviews rejected`,
  'REVIEW.TAKEN_DOWN': ({ count }: { count: number }) =>
    count === 1 ? 'Review taken down' : `${count} reviews taken down`,
  'REVIEW.ALREADY_DECIDED': ({ count, list }: ReviewRefusal) =>
    `${count === 1 ? 'A review was' : `${count} reviews were`} already ${list === 'approved' ? 'taken down' : 'approved or rejected'} by another admin. ${reviewListNow(list)}`,
  'REVIEW.NOT_FOUND': ({ count, list }: ReviewRefusal) =>
    `${count === 1 ? 'A review no longer exists: its author deleted it' : `${count} reviews no longer exist: their authors deleted them`}. ${reviewListNow(list)}`,
  'REVIEW.OWN_REVIEW': ({ count }: ReviewRefusal) =>
    `${count === 1 ? 'A review is' : `${count} reviews are`} your own: another member of staff decides on it.`,
  'REVIEW.INVALID_REASON': ({ max }: { max: number }) => `Give the author a reason, up to ${max} characters.`,
  'REVIEW.MODERATE_FAILED': 'We could not update the reviews. Please try again.',
  'SETTINGS.LOAD_FAILED': 'Failed to load settings',
  'SETTINGS.SAVED': 'Settings saved successfully!',
  'SETTINGS.SAVE_FAILED': 'Failed to save settings',
} as const;

export type AdminMessageCode = keyof typeof ADMIN_MESSAGES;

export const adminMessageFor = textsOf(ADMIN_MESSAGES);
