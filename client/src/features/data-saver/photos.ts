// Smaller photos while data saver is on (issue 17 §4). The sandbox draws any picture in the width asked
// for (`?w=`, server/sandbox/images.ts); a real provider's photos keep its own addresses, and the app picks
// the smaller one it offers: the standard photo rather than the HD one (the list's cards already show the
// provider's thumbnail).

/** Widths asked for while saving data: about a phone screen for the gallery, less for the rest. */
export const SMALL_PHOTO_WIDTH = { gallery: 640, room: 480, thumb: 160 } as const;

/** A sandbox picture, in any of its file sizes: `/sandbox/images/hotels/<id>/3-hd.svg`, `/sandbox/images/rooms/<id>/1/0.svg`. */
const SANDBOX_PHOTO = /^(\/sandbox\/images\/(?:hotels\/[a-z0-9]+|rooms\/[a-z0-9]+\/\d{1,2})\/\d{1,2})(?:-hd|-thumb)?\.svg$/;

/** The address of `url` about `width` pixels wide where the photo's host draws sizes (the sandbox); `url` as it is elsewhere. */
export function smallPhotoUrl(url: string, width: number): string {
  const m = SANDBOX_PHOTO.exec(url);
  return m ? `${m[1]}.svg?w=${Math.round(width)}` : url;
}

/** The photo to show: the HD one when there is one, or, while saving data, the smallest fitting one. */
export function photoUrl(dataSaver: boolean, url: string, hdUrl: string | null | undefined, width: number): string {
  return dataSaver ? smallPhotoUrl(url, width) : hdUrl || url;
}
