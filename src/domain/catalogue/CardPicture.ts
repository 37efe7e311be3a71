// The shop's pages import only this (a product card shows the card version): the rest of the photo code stays in
// the admin's chunks.

// A full-size photo of ours: the demo's site path, the seed's pictures (public/images/products, each drawn with its
// card version by scripts/seed/drawDemoPictures.mjs), or a Cloud Storage download URL without a token (rules let
// anyone read). The groups are kept around the id so the card version is the same URL with `.card` inserted.
const FULL_PHOTO =
  /^(\/demo-photos\/(?:products|banners)\/|\/images\/products\/|https:\/\/[^/?#]+\/v0\/b\/[^/?#]+\/o\/(?:products|banners)%2F)([\w-]+)\.(webp|jpg)((?:\?alt=media)?)$/;

/**
 * The small (card) version of a stored picture: a photo uploaded through the admin forms has one beside it (longest
 * side CARD_MAX_SIDE), as the seed's pictures do; any other URL (a drawing, a pasted https address) comes back
 * unchanged.
 */
export const cardPictureUrl = (url: string): string => url.replace(FULL_PHOTO, '$1$2.card.$3$4');
