import { describe, expect, it } from 'vitest';
import { operationIdOf } from './route.ts';

describe('operationIdOf', () => {
  it.each([
    ['get', '/u/transportMode', 'getUTransportMode'],
    ['get', '/u/transportMode/transportation/{id}', 'getUTransportModeTransportationById'],
    ['post', '/passport-management/login-by-code', 'postPassportManagementLoginByCode'],
    ['put', '/u/member-address/{id}/default', 'putUMemberAddressByIdDefault'],
    ['delete', '/f/content-management/article/{articleId}', 'deleteFContentManagementArticleByArticleId'],
  ])('%s %s → %s', (method, path, id) => {
    expect(operationIdOf(method, path)).toBe(id);
  });
});
