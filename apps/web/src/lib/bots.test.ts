import { describe, expect, it } from 'vitest';
import { isBot } from './bots';

describe('bot detection', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mozilla/5.0 (Linux; Android 11; moto g power) Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    // A crawler that names a Cubot device is still a crawler.
    'Mozilla/5.0 (Linux; Android 13; CUBOT P40) Chrome/120.0 Mobile Safari/537.36 (compatible; Googlebot/2.1)',
  ])('knows %s as a bot', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1',
    'Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 13; CUBOT P40) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; CUBOT KING KONG 5 Pro) AppleWebKit/537.36 Chrome/119.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 12; Cubot) AppleWebKit/537.36 Chrome/118.0 Mobile Safari/537.36',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
  ])('takes %s for a visitor', (userAgent) => {
    expect(isBot(userAgent)).toBe(false);
  });
});
