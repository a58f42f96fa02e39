// The Brewline mobile app wraps this web app in a WebView whose user agent carries 'BrewlineApp/'
// and a version (docs/product/account.md#who-it-is-for, #who-may-do-what). Inside it, tokens live
// in device storage and are handed to the app, so a member stays signed in across launches and the
// app's native screens can use them.
const WRAPPER_USER_AGENT = /\bBrewlineApp\/\d+(\.\d+)*/;

export function isWrapperApp(userAgent: string): boolean {
  return WRAPPER_USER_AGENT.test(userAgent);
}

/** What the web app tells the wrapper whenever the session changes (null values: signed out). */
export interface WrapperSessionMessage {
  type: 'brewline.session';
  accessToken: string | null;
  refreshToken: string | null;
  userId: string | null;
}

/**
 * Asks the wrapper to turn the screen to full brightness while a card's code is shown for scanning
 * (docs/product/account.md#scan-screen), and to give the member's own brightness back when it is no
 * longer shown.
 */
export interface WrapperBrightnessMessage {
  type: 'brewline.brightness';
  level: 'max' | 'restore';
}

export function brightnessMessage(maximum: boolean): WrapperBrightnessMessage {
  return { type: 'brewline.brightness', level: maximum ? 'max' : 'restore' };
}
