import { BANNER_TYPES } from './bannerTypes';
import { useState } from 'react';
import {
  Box,
  Checkbox,
  Field,
  Input,
  NativeSelect,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { Banner, BannerType } from '../../../domain/storefront/Banner';
import {
  bannerFormFrom,
  bannerLinkFor,
  DEFAULT_BANNER_FORM,
  isValidBannerImageUrl,
  PHONE_PICTURE_SIZE,
  PHONE_RECOMMENDED_SIZE,
  RECOMMENDED_SIZE,
  type BannerForm,
  type BannerFormError,
} from '../../../domain/storefront/BannerForm';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { formatRupees } from '../../../domain/text/Money';
import { useFieldDescription } from '../../shared/hooks/useFieldDescription';
import type { BannerSaveOutcome } from './AdminBannersStore';
import type { ProductOption } from '../products/productOptions';
import { AdminImage } from '../common/AdminImage';
import { FormDialog } from '../common/FormDialog';
import { PhotoPicker } from '../products/PhotoPicker';

interface Props {
  /** The banner being edited, or null for 'Add New Banner'. */
  banner: Banner | null;
  products: ProductOption[];
  productsLoading: boolean;
  onSave: (form: BannerForm) => Promise<BannerSaveOutcome>;
  onClose: () => void;
}

/** The banner form of docs/behaviour.md#banners in a dialog; a refused save keeps everything typed. */
export function BannerFormDialog({ banner, products, productsLoading, onSave, onClose }: Props) {
  const [form, setForm] = useState<BannerForm>(() => (banner ? bannerFormFrom(banner) : DEFAULT_BANNER_FORM));
  const [error, setError] = useState<BannerFormError | null>(null);
  const set = <K extends keyof BannerForm>(field: K, value: BannerForm[K]): void =>
    setForm((current) => ({ ...current, [field]: value }));
  const isSales = form.type === 'text-with-image';
  const image = form.image.trim();
  const imageLooksWrong = image !== '' && !isValidBannerImageUrl(image);
  const missing = error?.code === 'BANNER.TEXT_REQUIRED' ? error.missing : [];
  // The refused save's message stays beside the hint that follows the typing.
  const imageErrors = [
    error?.code === 'BANNER.IMAGE_REQUIRED' || error?.code === 'BANNER.IMAGE_INVALID'
      ? adminMessageFor(error.code)
      : null,
    imageLooksWrong ? adminMessageFor('BANNER.IMAGE_INVALID_HINT') : null,
  ].filter((text) => text !== null);
  const phoneImage = form.phoneImage.trim();
  const phoneImageLooksWrong = phoneImage !== '' && !isValidBannerImageUrl(phoneImage);
  const phoneImageErrors = [
    error?.code === 'BANNER.PHONE_IMAGE_INVALID' ? adminMessageFor(error.code) : null,
    phoneImageLooksWrong ? adminMessageFor('BANNER.IMAGE_INVALID_HINT') : null,
  ].filter((text) => text !== null);
  const linkUnsafe = error?.code === 'BANNER.LINK_UNSAFE';
  const linkDescription = useFieldDescription({ error: linkUnsafe, helper: !linkUnsafe });

  const save = async (): Promise<boolean> => {
    const outcome = await onSave(form);
    if (!outcome.ok) setError(outcome.formError);
    return outcome.ok;
  };

  const textField = (field: 'title' | 'subtitle' | 'description', label: string, multiline = false) => (
    <Field.Root required={isSales} invalid={missing.includes(field)}>
      <Field.Label>
        {label}
        {isSales ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {multiline ? (
        <Textarea value={form[field]} onChange={(event) => set(field, event.target.value)} rows={3} />
      ) : (
        <Input value={form[field]} onChange={(event) => set(field, event.target.value)} />
      )}
    </Field.Root>
  );

  return (
    <FormDialog
      title={banner ? 'Edit Banner' : 'Add New Banner'}
      submitLabel={banner ? 'Update Banner' : 'Create Banner'}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      onSubmit={save}
      onClose={onClose}
    >
      <Stack gap="5">
        <Box>
          <RadioGroup.Root
            value={form.type}
            onValueChange={(event) => set('type', (event.value as BannerType | null) ?? 'image-only')}
            aria-label="Banner type"
          >
            <Text fontWeight="medium" fontSize="sm" mb="2">
              Banner type
            </Text>
            <Stack gap="2">
              {BANNER_TYPES.map((type) => (
                <RadioGroup.Item key={type.value} value={type.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <strong>{type.label}</strong>: {type.hint}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Box>

        <Field.Root>
          <Field.Label>Linked product (optional)</Field.Label>
          <NativeSelect.Root disabled={productsLoading}>
            <NativeSelect.Field
              value={form.linkedProductId ?? ''}
              onChange={(event) => set('linkedProductId', event.target.value || null)}
            >
              <option value="">
                {productsLoading ? 'Loading products…' : 'No product (use a custom link)'}
              </option>
              {products.map((product) => (
                <option key={product.id} value={product.id}>
                  {`${product.name} - ${formatRupees(product.price)}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {form.linkedProductId ? (
            <Field.HelperText>The banner links to {bannerLinkFor(form)}.</Field.HelperText>
          ) : null}
        </Field.Root>

        {form.linkedProductId ? null : (
          <Field.Root ids={linkDescription.ids} invalid={linkUnsafe}>
            <Field.Label>Custom link</Field.Label>
            <Input
              aria-describedby={linkDescription.describedBy}
              value={form.ctaLink}
              onChange={(event) => set('ctaLink', event.target.value)}
              placeholder="/categories"
            />
            {linkUnsafe ? (
              <Field.ErrorText>{adminMessageFor('BANNER.LINK_UNSAFE')}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                A page of this shop, e.g. /categories/sofas, or an https:// address.
              </Field.HelperText>
            )}
          </Field.Root>
        )}

        {isSales ? (
          <Stack gap="4" borderWidth="1px" borderColor="brand.100" rounded="md" p="4" bg="brand.50">
            {textField('title', 'Title')}
            {textField('subtitle', 'Subtitle')}
            {textField('description', 'Description', true)}
            <Field.Root>
              <Field.Label>Button text</Field.Label>
              <Input
                value={form.ctaText}
                onChange={(event) => set('ctaText', event.target.value)}
                placeholder="Shop Now"
              />
            </Field.Root>
            {missing.length > 0 ? (
              <Text role="alert" color="red.700" fontSize="sm">
                {adminMessageFor('BANNER.TEXT_REQUIRED')}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Field.Root>
            <Field.Label>Title (optional)</Field.Label>
            <Input value={form.title} onChange={(event) => set('title', event.target.value)} />
            <Field.HelperText>Describes the image for screen readers.</Field.HelperText>
          </Field.Root>
        )}

        <PictureUrlField
          label="Image URL"
          required
          value={form.image}
          onChange={(url) => set('image', url)}
          errors={imageErrors}
          helper={`Recommended size: ${RECOMMENDED_SIZE[form.type]}${form.type === 'image-only' ? ' or larger' : ''} (jpg, jpeg, png, gif, webp or svg).`}
        />
        <PhotoPicker folder="banners" room={1} onStored={(url) => set('image', url)} />
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="2">
            Preview
          </Text>
          <AdminImage
            src={imageLooksWrong ? '' : image}
            alt={image ? 'Banner image preview' : 'No image yet'}
            width={640}
            height={200}
            w="full"
            h="auto"
            aspectRatio={form.type === 'image-only' ? 16 / 5 : 2}
            rounded="md"
            loading="eager"
          />
        </Box>

        <PictureUrlField
          label="Phone picture (optional)"
          value={form.phoneImage}
          onChange={(url) => set('phoneImage', url)}
          errors={phoneImageErrors}
          helper={`Recommended size: ${PHONE_RECOMMENDED_SIZE} (jpg, jpeg, png, gif, webp or svg). Phones show it instead of the image above; without one, they show the image above cropped at its sides.`}
        />
        <PhotoPicker
          folder="banners"
          subject="phone picture"
          room={1}
          onStored={(url) => set('phoneImage', url)}
        />
        {phoneImage && !phoneImageLooksWrong ? (
          <AdminImage
            src={phoneImage}
            alt="Phone picture preview"
            width={PHONE_PICTURE_SIZE.width / 3}
            height={PHONE_PICTURE_SIZE.height / 3}
            maxW="full"
            h="auto"
            aspectRatio={PHONE_PICTURE_SIZE.width / PHONE_PICTURE_SIZE.height}
            rounded="md"
            loading="eager"
          />
        ) : null}

        <Checkbox.Root
          checked={form.isActive}
          onCheckedChange={(event) => set('isActive', event.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Active (show on homepage)</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </FormDialog>
  );
}

/** A picture's address, typed or filled in by an upload, with its messages and its recommended size. */
function PictureUrlField({
  label,
  required = false,
  value,
  onChange,
  errors,
  helper,
}: {
  label: string;
  required?: boolean;
  value: string;
  onChange: (url: string) => void;
  errors: string[];
  helper: string;
}) {
  const description = useFieldDescription({ error: errors.length > 0, helper: true });
  return (
    <Field.Root ids={description.ids} required={required} invalid={errors.length > 0}>
      <Field.Label>
        {label} {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        aria-describedby={description.describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="https://… .jpg"
        inputMode="url"
      />
      <ErrorLines texts={errors} />
      <Field.HelperText>{helper}</Field.HelperText>
    </Field.Root>
  );
}

/** A picture field's messages, one a line: a refused save's, then the hint that follows the typing. */
function ErrorLines({ texts }: { texts: string[] }) {
  if (texts.length === 0) return null;
  return (
    <Field.ErrorText flexDirection="column" alignItems="start">
      {texts.map((text, index) => (
        <span key={text}>
          {index > 0 ? ' ' : ''}
          {text}
        </span>
      ))}
    </Field.ErrorText>
  );
}
