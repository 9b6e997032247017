// Moved to the server kernel (server/kernel/): this module re-exports while the account modules switch over.
export { createRouter as createAccountsRouter, FieldError, fieldError, type FieldIssue, jsonOrForm, jsonOrFormBody, validationBody } from '../../kernel/router.ts';
export { ListQuerySchema as ListParamsSchema } from '../../kernel/list.ts';
