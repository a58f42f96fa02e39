import { describe, expect, it } from 'vitest';
import { isWrapperApp } from '../src/site/wrapper-app.ts';

describe('isWrapperApp', () => {
  it("recognises the mobile app's WebView", () => {
    expect(
      isWrapperApp(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 BrewlineApp/3.2.1',
      ),
    ).toBe(true);
    expect(
      isWrapperApp('Mozilla/5.0 (Linux; Android 15) Chrome/131.0 Mobile Safari/537.36 BrewlineApp/4'),
    ).toBe(true);
  });

  it('does not take a browser, or the bare name, for it', () => {
    expect(
      isWrapperApp(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(isWrapperApp('NotBrewlineApp')).toBe(false);
  });
});
