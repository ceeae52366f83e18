import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { z } from "zod";
import { CreateRoomDialog } from "~/components/arcade/CreateRoomDialog";
import { DialogOpener, useDialogParam } from "~/components/forms/PageDialog";
import { skipRevalidationFor } from "~/components/forms/useActionForm";
import { GameCatalog } from "~/components/arcade/GameCatalog";
import { RoomCard } from "~/components/arcade/RoomCard";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "~/components/ui/Tabs";
import {
  GAME_FILTERS,
  GAMES,
  ROOM_LIST_LIMIT,
  STATUS_FILTERS,
  STATUS_LABELS,
  winRate,
  type GameType,
} from "~/lib/arcade/arcade";
import { getViewerId } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { arcadeForms } from "~/server/forms/arcade.server";
import { ARCADE_TEXTS } from "~/lib/texts";
import { parseQuery } from "~/server/validate.server";
import { loadArcadePage } from "~/models/game-room.server";
import { Button, buttonClass } from "~/components/ui/Button";
import { Input, Select } from "~/components/ui/Field";
import { cardClass, EmptyState } from "~/components/ui/Card";
import { pageTitle } from "~/lib/site";

export const meta: MetaFunction = () => [{ title: pageTitle(ARCADE_TEXTS.title) }];

// An unknown filter in the address falls back to the default rather than failing the page.
const arcadeQuery = z.object({
  gameType: z.enum(GAME_FILTERS).catch("all").default("all"),
  status: z.enum(STATUS_FILTERS).catch("waiting").default("waiting"),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const filters = parseQuery(arcadeQuery, request);
  const userId = await getViewerId(context.db, request);
  const { rooms, statistics, waitingRooms } = await loadArcadePage(db, {
    viewerId: userId,
    filters: {
      gameType: filters.gameType === "all" ? undefined : filters.gameType,
      status: filters.status === "all" ? undefined : filters.status,
      limit: ROOM_LIST_LIMIT,
    },
  });
  return {
    filters,
    rooms,
    stats: { ...statistics, winRate: winRate(statistics.gamesPlayed, statistics.gamesWon), activeRooms: waitingRooms },
  };
}

/** The create-room dialog's plain post: the same rules as POST /api/game-rooms. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, arcadeForms({ ...context, request }));
}

// A card's Join (posted to the room's page) goes on to the room: the lobby need not reload first.
export const shouldRevalidate = skipRevalidationFor(["join-room"]);

const TABS = ["Play Games", "Browse Games", "Leaderboard"] as const;

export default function Arcade() {
  const { filters, rooms, stats } = useLoaderData<typeof loader>();
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState<GameType | null>(null);
  // Without script, ?dialog=create-room draws the dialog's form in place.
  const createFallback = useDialogParam("create-room");
  const submit = useSubmit();

  const needle = search.trim().toLowerCase();
  const shown = needle
    ? rooms.filter((room) =>
        [room.name, room.gameType, GAMES[room.gameType].name].some((text) => text.toLowerCase().includes(needle)),
      )
    : rooms;

  const cards = [
    ["Games Played", stats.gamesPlayed],
    ["Games Won", stats.gamesWon],
    ["Win Rate", `${stats.winRate}%`],
    ["Active Rooms", stats.activeRooms],
  ] as const;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{ARCADE_TEXTS.title}</h1>
          <p className="mt-1 text-muted">Play accessible two-player board games with the community.</p>
        </div>
        <DialogOpener
          name="create-room"
          onOpen={() => setCreating("tic_tac_toe")}
          className={buttonClass({ size: "lg", className: "inline-flex items-center" })}
        >
          Create Room
        </DialogOpener>
      </div>

      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Your games
        </h2>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {cards.map(([label, value]) => (
            <div key={label} className={cardClass()} data-testid="stat-card">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <TabGroup>
        <TabList aria-label="Arcade sections">
          {TABS.map((tab) => (
            <Tab key={tab}>{tab}</Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel className="flex flex-col gap-4">
            <Form
              method="get"
              preventScrollReset
              replace
              onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
              className="flex flex-wrap items-end gap-3"
              role="search"
              aria-label="Find game rooms"
            >
              <label className="flex flex-col gap-1">
                <span className="text-sm font-medium">Search rooms</span>
                <Input
                  type="search"
                  value={search}
                  onChange={(e) => {
                    e.stopPropagation();
                    setSearch(e.target.value);
                  }}
                  placeholder="Room name or game"
                />
              </label>
              <label className="flex flex-col gap-1">
                <span className="text-sm font-medium">Game</span>
                <Select name="gameType" defaultValue={filters.gameType}>
                  {GAME_FILTERS.map((value) => (
                    <option key={value} value={value}>
                      {value === "all" ? "All games" : GAMES[value].name}
                    </option>
                  ))}
                </Select>
              </label>
              <label className="flex flex-col gap-1">
                <span className="text-sm font-medium">Status</span>
                <Select name="status" defaultValue={filters.status}>
                  {STATUS_FILTERS.map((value) => (
                    <option key={value} value={value}>
                      {value === "all" ? "All statuses" : STATUS_LABELS[value]}
                    </option>
                  ))}
                </Select>
              </label>
              <noscript>
                <Button type="submit" variant="secondary">
                  Apply
                </Button>
              </noscript>
            </Form>
            <p role="status" className="text-sm text-muted">
              {shown.length === 1 ? "1 room" : `${shown.length} rooms`}
            </p>
            {shown.length === 0 ? (
              <EmptyState title={ARCADE_TEXTS.noRooms}>
                <Button onClick={() => setCreating("tic_tac_toe")} className="mt-3">
                  Create Room
                </Button>
              </EmptyState>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((room) => (
                  <li key={room.id}>
                    <RoomCard room={room} />
                  </li>
                ))}
              </ul>
            )}
          </TabPanel>
          <TabPanel>
            <GameCatalog onCreate={setCreating} />
          </TabPanel>
          <TabPanel>
            <EmptyState title={ARCADE_TEXTS.leaderboardSoon} />
          </TabPanel>
        </TabPanels>
      </TabGroup>

      {creating || createFallback ? (
        <CreateRoomDialog
          gameType={creating ?? "tic_tac_toe"}
          open={creating !== null}
          onClose={() => setCreating(null)}
        />
      ) : null}
    </div>
  );
}
