// The OpenAPI document's own fields: the contract an operator's backend is measured against.
export const OPENAPI_PATH = '/api/openapi.json';

export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Parcel-forwarding site API (reference backend)',
    version: '0.1.0',
    description:
      'The /api contract of the customer site (SPEC.md section 7). Errors answer `{ error: { code, message, details, validationErrors } }`; lists take maxResultCount, skipCount, sorting and filter.',
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  },
  servers: [{ url: '/', description: 'The site itself: its gateway forwards /api to this backend' }],
};
