// What a page action answers a form (decision 019), shared by the server's formAction and the
// browser's useActionForm so both read one shape.
export type FieldErrors = Record<string, string>;

/** A refused submission: the errors shown beside their fields, or one for the whole form. */
export type FormFailure = {
  ok: false;
  intent: string;
  fieldErrors: FieldErrors;
  formError: string | null;
  /** A machine reason from the API's body (for example "plan_upgrade_required"). */
  reason?: string;
  /** With a plan limit's reason: the plan that lifts it, for the refusal's upgrade link. */
  requiredPlan?: string;
  /** What was sent, so a page drawn without JavaScript keeps the reader's words. */
  values?: Record<string, string>;
};
