// D1's view of the room (its row and who holds a seat), cached between changes; reloaded after hibernation.
import type { Db } from "../app/models/db.server";
import { getRoomWithParticipants, type Room, type RoomParticipant } from "../app/models/game-room.server";
import { getRoomMember } from "../app/models/user.server";

export class RoomSeats {
  room: Room | null = null;
  participants: RoomParticipant[] = [];
  #db: () => Db;
  /** Read per call: the room learns its name after construction. */
  #roomId: () => number | null;

  constructor(db: () => Db, roomId: () => number | null) {
    this.#db = db;
    this.#roomId = roomId;
  }

  /** Reread D1; false when the room does not exist. */
  async load(): Promise<boolean> {
    const roomId = this.#roomId();
    if (roomId === null) return false;
    const found = await getRoomWithParticipants(this.#db(), roomId);
    this.room = found?.room ?? null;
    this.participants = found?.participants ?? [];
    return found !== null;
  }

  async ensureLoaded() {
    if (!this.room) await this.load();
  }

  /** A participant's name as seated; anyone else's from their account. */
  async nameOf(userId: number): Promise<string> {
    return (
      this.participants.find((p) => p.userId === userId)?.displayName ??
      (await getRoomMember(this.#db(), userId))?.displayName ??
      `Visitor ${userId}`
    );
  }
}
