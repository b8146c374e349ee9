// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distFile, fillProductUrl, productConfigScript, productOrigin } from './host-server.ts';

describe('the example host server', () => {
  describe('productOrigin', () => {
    it('keeps an http(s) origin, without the trailing slash', () => {
      expect(productOrigin('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
      expect(productOrigin('https://schedule.example.org/')).toBe('https://schedule.example.org');
    });

    it.each([
      'schedule.example.org',
      'ftp://schedule.example.org',
      'https://schedule.example.org/2026',
      'https://schedule.example.org/?year=2026',
      'https://user@schedule.example.org',
    ])('refuses %s, naming it', (url) => {
      expect(() => productOrigin(url)).toThrow(`not "${url}"`);
    });
  });

  it('writes the origin into /config.js as a JSON string', () => {
    expect(productConfigScript('http://127.0.0.1:4000/')).toBe(
      'window.CONF_PRODUCT_URL = "http://127.0.0.1:4000";\n',
    );
  });

  it('writes the origin into a plain page wherever it names the product', () => {
    expect(
      fillProductUrl(
        '<script src="%CONF_PRODUCT_URL%/embed/x.js"></script><conf-search api-origin="%CONF_PRODUCT_URL%">',
        'http://127.0.0.1:4000/',
      ),
    ).toBe(
      '<script src="http://127.0.0.1:4000/embed/x.js"></script><conf-search api-origin="http://127.0.0.1:4000">',
    );
  });

  describe('distFile', () => {
    const root = path.resolve('/srv/embed-host/dist');

    it('answers / with index.html and other paths with their files', () => {
      expect(distFile(root, '/')).toBe(path.join(root, 'index.html'));
      expect(distFile(root, '/assets/index-1.js')).toBe(path.join(root, 'assets/index-1.js'));
    });

    it('never leaves the folder', () => {
      expect(distFile(root, '/../host-server.ts')).toBeNull();
      expect(distFile(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
      expect(distFile(root, '/%E0%A4%A')).toBeNull();
    });
  });
});
