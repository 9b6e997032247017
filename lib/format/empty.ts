/**
 * SPEC section 5: what an empty or invalid value shows. Its own module: ./number and ./display need it (./date writes
 * the same value itself, so a client chunk that shows a date carries one module less; a test holds them equal).
 */
export const EMPTY_DISPLAY = '-';
