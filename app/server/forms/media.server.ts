// Images in page forms (docs/features/images.md). A composer sends its uploaded images' ids in
// order (`mediaId`, once each) and each one's description (`alt-<id>`); the post page's "Edit
// description" form describes one image again. Both call `describeImage`, as PATCH /api/media/:id does.
import { altField, imageElementId, updateMediaSchema } from "~/lib/media";
import { idString } from "~/lib/schemas";
import { perform, type Call } from "../commands/adapters.server";
import { describeImage } from "../commands/media.server";
import { formSuccess, FormRefusal, numberOf, parseWith } from "../form.server";

type Fields = Record<string, string>;

/** The composer's images as the API's `mediaIds` (a non-number stays text, so the schema refuses it). */
export function mediaIdsOf(form: URLSearchParams) {
  return form.getAll("mediaId").map((value) => numberOf(value) ?? value);
}

/**
 * Saves the descriptions a composer sent, once the post's or reply's own fields have parsed. They
 * are saved first, so the post or reply the page draws from the answer has them; the post's
 * command then checks the images are the author's own and on nothing yet.
 */
export async function describeComposerImages(call: Call, fields: Fields, mediaIds: number[]) {
  const described = mediaIds.map((id) => {
    const parsed = altField.safeParse(fields[`alt-${id}`] ?? null);
    if (!parsed.success) throw new FormRefusal({ [`alt-${id}`]: parsed.error.issues[0]?.message ?? "Invalid" });
    return { mediaId: id, alt: parsed.data };
  });
  for (const image of described) await perform(describeImage, call, image);
}

export function mediaForms(call: Call) {
  return {
    "describe-image": async (fields: Fields) => {
      const id = idString.safeParse(fields.mediaId ?? "");
      if (!id.success) throw new FormRefusal({}, "That image does not exist.");
      const { alt } = parseWith(updateMediaSchema, { alt: fields.alt ?? "" });
      const image = await perform(describeImage, call, { mediaId: id.data, alt });
      return formSuccess(call.request, "describe-image", { image }, { hash: imageElementId(id.data) });
    },
  };
}
