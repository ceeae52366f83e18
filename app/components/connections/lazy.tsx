// The connections area's dialogs and the profile wizard, loaded when first opened: most visits
// only browse, and the forms would otherwise be most of the page's script.
import { lazyNamed } from "~/components/lazyNamed";

export const ProfileWizard = lazyNamed(() => import("./ProfileWizard"), "ProfileWizard");
export const ProfileDialog = lazyNamed(() => import("./dialogs"), "ProfileDialog");
export const BlockDialog = lazyNamed(() => import("./dialogs"), "BlockDialog");
export const PrivacyDialog = lazyNamed(() => import("./dialogs"), "PrivacyDialog");
export const ReportUserDialog = lazyNamed(() => import("./dialogs"), "ReportUserDialog");
