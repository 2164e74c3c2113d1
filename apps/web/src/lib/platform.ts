/** Spec start logic step 2: phones and tablets use the app directly, other platforms get the /pc entry. */
export function isMobileDevice(ua: string, maxTouchPoints = 0): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS|Opera Mini|IEMobile|webOS|BlackBerry/i.test(ua)) {
    return true;
  }
  // iPadOS Safari reports a desktop Mac user agent; a touch screen gives it away.
  return /Macintosh/.test(ua) && maxTouchPoints > 1;
}

/** Inside the /pc column the app runs in a frame: it must not bounce to /pc again. */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
