import { describe, expect, it } from 'vitest';
import { homeStructuredData, serializeJsonLd } from './structuredData.ts';

const input = {
  siteUrl: 'https://academy.example',
  organizationName: 'Academy',
  courseName: 'AI Coder',
  courseDescription: 'Build apps with AI </script>',
};

describe('home JSON-LD', () => {
  const parsed = JSON.parse(serializeJsonLd(homeStructuredData(input))) as { '@context': string; '@graph': Array<Record<string, unknown>> };

  it('is schema.org JSON-LD with an Organization and a Course', () => {
    expect(parsed['@context']).toBe('https://schema.org');
    const types = parsed['@graph'].map((node) => node['@type']);
    expect(types).toEqual(['Organization', 'Course']);
    const organization = parsed['@graph'][0]!;
    expect(organization).toMatchObject({ name: 'Academy', url: 'https://academy.example' });
  });

  it('gives the course the required fields and the offer of 19.90 USD valid from 2025-01-01', () => {
    const course = parsed['@graph'][1]!;
    expect(course.name).toBe('AI Coder');
    expect(typeof course.description).toBe('string');
    // Google's Course rich result needs a provider; it points at the organisation node.
    expect(course.provider).toEqual({ '@id': 'https://academy.example/#organization' });
    expect(course.offers).toMatchObject({ '@type': 'Offer', price: '19.90', priceCurrency: 'USD', validFrom: '2025-01-01' });
  });

  it('cannot break out of its script element', () => {
    expect(serializeJsonLd(homeStructuredData(input))).not.toContain('</script>');
  });
});
