// Billing calls as API answers: the result as JSON, or the BillingError a model threw as a JSON error.
import { BillingError } from "~/models/billing/billing-gateway.server";
import { jsonError } from "./http";

/** For resource routes: the call's result as JSON, or its BillingError as a JSON error. */
export async function billingResponse(call: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await call());
  } catch (error) {
    if (error instanceof BillingError) return jsonError(error.status, error.message, error.issues);
    throw error;
  }
}
