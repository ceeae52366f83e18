// The connections area's dialogs and the profile wizard, loaded when first opened: most visits
// only browse, and the forms would otherwise be most of the page's script.
import { lazyNamed } from "~/components/lazyNamed";

export const ProfileWizard = lazyNamed(() => import("./ProfileWizard"), "ProfileWizard");
export const ProfileDialog = lazyNamed(() => import("./ProfileDialog"), "ProfileDialog");
export const BlockDialog = lazyNamed(() => import("./BlockDialog"), "BlockDialog");
export const PrivacyDialog = lazyNamed(() => import("./PrivacyDialog"), "PrivacyDialog");
export const ReportUserDialog = lazyNamed(() => import("./ReportUserDialog"), "ReportUserDialog");
