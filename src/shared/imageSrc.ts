/**
 * Whether an <img src> can show an image: an absolute http(s) address, a path on this site, or
 * an inline raster image. Anything else (javascript:, data: that is not an image, an empty or
 * relative address that resolves against whatever page shows it) would only ever be a broken
 * image, so the sanitizers drop the whole <img>.
 */
export function isUsableImageSrc(src: string | null | undefined): boolean {
  const value = (src ?? '').trim();
  if (!value) return false;
  if (/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value)) return true;
  if (/^\/(?!\/)\S+$/.test(value)) return true;
  return /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/]+=*$/i.test(value);
}

type ElementLike = { getAttribute(name: string): string | null; parentNode: { removeChild(child: never): unknown } | null };

/**
 * A DOMPurify `uponSanitizeElement` hook (server and browser register the same one): an <img>
 * whose src cannot show an image is removed with its tag, not left as a broken image.
 */
export function dropUnusableImage(node: unknown, data: { tagName: string }): void {
  if (data.tagName !== 'img') return;
  const element = node as ElementLike;
  if (!isUsableImageSrc(element.getAttribute('src'))) element.parentNode?.removeChild(element as never);
}
