/** Site paths the domain's rules send people to. */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const MY_ACCOUNT_PATH = '/my-account';
export const LOGOUT_PATH = '/my-account/logout';
export const CART_PATH = '/cart';
