// /profile with no id shows user 1's profile (spec doc 1, 2.7).
export { default, loader, meta } from "./profile.$id";
