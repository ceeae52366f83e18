// POST /media/new: a composer's image upload (docs/features/images.md), the page's way to the
// same `uploadImage` command as POST /api/media (decision 033: the composer reads the file in the
// browser, draws a GIF's still frame, and posts both here through a fetcher). Multipart, so it
// has its own action rather than a page's urlencoded formAction; it answers as one does. The page
// itself only says where images are added.
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { skipRevalidationFor } from "~/components/forms/useActionForm";
import { UPLOAD_INTENT } from "~/lib/media";
import { pageTitle } from "~/lib/site";
import { IMAGE_UPLOAD_TEXTS } from "~/lib/texts/images";
import { getCurrentUser, signInRefusal } from "~/server/auth.server";
import { perform } from "~/server/commands/adapters.server";
import { uploadImage } from "~/server/commands/media.server";
import { fileFormAction, formSuccess } from "~/server/form.server";
import { readImageUpload } from "~/server/media-upload.server";
import { discardBody } from "~/server/validate.server";

export const meta: MetaFunction = () => [{ title: pageTitle(IMAGE_UPLOAD_TEXTS.addImages) }];

export async function action({ request, context }: ActionFunctionArgs) {
  return fileFormAction(request, UPLOAD_INTENT, async () => {
    // A visitor's upload is not read at all.
    if (!(await getCurrentUser(context.db, request))) {
      await discardBody(request);
      throw signInRefusal(request);
    }
    const image = await perform(uploadImage, { ...context, request }, await readImageUpload(request));
    return formSuccess(request, UPLOAD_INTENT, { image });
  });
}

export const shouldRevalidate = skipRevalidationFor();

export default function AddImages() {
  // Without script, a refused upload comes back here with its sentence.
  const answer: unknown = useActionData();
  const refused =
    answer && typeof answer === "object" && "formError" in answer && typeof answer.formError === "string"
      ? answer.formError
      : null;
  return (
    <div className="mx-auto w-full max-w-reading">
      <h1 className="text-3xl font-bold">{IMAGE_UPLOAD_TEXTS.addImages}</h1>
      {refused ? (
        <p role="alert" className="alert tone-danger mt-4 font-medium">
          {refused}
        </p>
      ) : null}
      <p className="mt-4">{IMAGE_UPLOAD_TEXTS.whereToAdd}</p>
      <p className="mt-2">
        <Link to="/" className="underline">
          Back to the feed
        </Link>
      </p>
    </div>
  );
}
