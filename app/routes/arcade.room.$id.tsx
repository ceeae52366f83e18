import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GameRoomView } from "~/components/arcade/GameRoomView";
import { skipRevalidationFor } from "~/components/forms/useActionForm";
import { getViewerId } from "~/server/auth.server";
import { getGameView, notifyGameRoom } from "../../party/rooms.server";
import { idParams } from "~/lib/schemas";
import { ARCADE_TEXTS } from "~/lib/texts";
import { formAction } from "~/server/form.server";
import { gameRoomForms } from "~/server/forms/arcade.server";
import { parsePageIdOr404, parseParams } from "~/server/validate.server";
import { roomAccessQuery } from "~/lib/arcade/arcade";
import { getEnterableRoom } from "~/models/game-room.server";
import { pageTitle } from "~/lib/site";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.found ? data.room.name : ARCADE_TEXTS.notFoundTitle) },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parsePageIdOr404(idParams, params);
  // A private room's link carries ?invite=; a malformed one opens nothing, like none at all.
  const query = roomAccessQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  // The game is read alongside (it never fails), and shown only once the room may be entered.
  const game = getGameView(context.env, id);
  const me = await getViewerId(context.db, request);
  const found = await getEnterableRoom(context.db, { roomId: id, viewerId: me, invite: query.data?.invite });
  // The same page for a room hidden from this viewer as for one that does not exist.
  if (!found) return data({ found: false as const }, { status: 404 });
  return { found: true as const, ...found, game: await game, me, now: Date.now() };
}

/** Join, Leave and Invite: the same commands as /api/game-rooms/:id/join, /leave and /invite. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const seatsChanged = (event: { kind: "joined" | "left"; userId: number }) => notifyGameRoom(context.env, id, event);
  return formAction(request, gameRoomForms({ ...context, request }, id, seatsChanged));
}

// The room keeps itself live (useGameRoom): a join shows there, and a leave goes on to the arcade.
export const shouldRevalidate = skipRevalidationFor(["join-room", "leave-room"]);

export default function GameRoomPage() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded.found) {
    return (
      <section aria-labelledby="page-title" className="py-12 text-center">
        <h1 id="page-title" className="text-3xl font-bold">
          {ARCADE_TEXTS.notFoundTitle}
        </h1>
        <p className="mt-3">{ARCADE_TEXTS.notFound}</p>
        <p className="mt-4">
          <Link to="/arcade" className="text-accent underline">
            Back to Arcade
          </Link>
        </p>
      </section>
    );
  }
  return (
    <GameRoomView
      key={loaded.room.id}
      room={loaded.room}
      participants={loaded.participants}
      game={loaded.game}
      me={loaded.me}
      now={loaded.now}
    />
  );
}
