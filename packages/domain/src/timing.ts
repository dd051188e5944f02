// spec §9: timings the web and its tests share.
export const toastAutoCloseMs = 3000;
export const emailCheckDebounceMs = 2000;
