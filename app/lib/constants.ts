// Spec-wide constants shared by server and browser code.

/** Every call acts as user 1 until real sign-in exists (spec doc 1, section 6). */
export const FIXED_USER_ID = 1;
