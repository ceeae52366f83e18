// The line `npm start` prints once the Worker answers: the product's name and where to open it.
import { SITE_NAME } from "../app/lib/site";

export const startBanner = (url: string, port: string) => `${SITE_NAME}: ${url}  (PORT=${port}; stop with Ctrl+C)`;
