/** SPEC section 5: what an empty or invalid value shows. Its own module: ./date and ./number both need it. */
export const EMPTY_DISPLAY = '-';
