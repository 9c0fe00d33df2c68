/** SPEC 9: the course's search-engine price. */
export const COURSE_OFFER = { price: '19.90', priceCurrency: 'USD', validFrom: '2025-01-01' } as const;

export type StructuredDataInput = {
  siteUrl: string;
  organizationName: string;
  courseName: string;
  courseDescription: string;
  logoUrl?: string;
};

/** JSON-LD (schema.org) for the home page: the organisation and the course with its offer. */
export function homeStructuredData({ siteUrl, organizationName, courseName, courseDescription, logoUrl }: StructuredDataInput) {
  const organization = {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: organizationName,
    url: siteUrl,
    ...(logoUrl ? { logo: logoUrl } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization,
      {
        '@type': 'Course',
        name: courseName,
        description: courseDescription,
        url: `${siteUrl}/academy`,
        provider: { '@id': organization['@id'] },
        offers: {
          '@type': 'Offer',
          price: COURSE_OFFER.price,
          priceCurrency: COURSE_OFFER.priceCurrency,
          validFrom: COURSE_OFFER.validFrom,
          availability: 'https://schema.org/InStock',
          category: 'Paid',
          url: `${siteUrl}/plans`,
        },
        hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'P90D' },
      },
    ],
  };
}

/** Safe to place inside <script type="application/ld+json">: '<' cannot close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
