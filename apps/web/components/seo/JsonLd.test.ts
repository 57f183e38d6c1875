import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './JsonLd';

describe('serializeJsonLd', () => {
  it('keeps a closing script tag in a value from ending the script element', () => {
    const text = serializeJsonLd({ name: 'Fan </script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: 'Fan </script><script>alert(1)</script>' });
  });
});
