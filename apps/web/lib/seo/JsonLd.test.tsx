import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './JsonLd';

describe('serializeJsonLd', () => {
  it('cannot be ended early by text from the database', () => {
    const json = serializeJsonLd({ name: 'Tea </script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: 'Tea </script><script>alert(1)</script>' });
  });
});
