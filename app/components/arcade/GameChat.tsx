// The game room's chat: a ChatRoom of its own ("game-<room id>") with the community
// chat's rules (length cap, rate limit, suspended members refused, sender from the
// connection) and the same never-lost outbox; players and watchers talk together.
import { connectionText } from "~/lib/chat";
import { CHAT_TEXTS } from "~/lib/texts";
import { gameChatRoom } from "../../../party/protocol";
import { ChatConversation } from "../chat/ChatConversation";
import { useChat, type ChatUser } from "../chat/useChat";
import { panelClass } from "~/components/ui/Card";

export default function GameChat({ roomId, invite, user }: { roomId: number; invite: string | null; user: ChatUser }) {
  const chat = useChat(user, { room: gameChatRoom(roomId), invite });
  return (
    <section
      aria-labelledby="game-chat-heading"
      className={panelClass({ padding: "none", className: "flex flex-col" })}
      data-testid="game-chat"
    >
      <div className="border-b border-line p-3">
        <h2 id="game-chat-heading" className="text-lg font-semibold">
          Game Chat
        </h2>
        <p className="text-sm text-muted" data-testid="game-chat-connection" data-state={chat.state}>
          {connectionText(chat.state, chat.retry, CHAT_TEXTS.states)}
        </p>
      </div>
      <ChatConversation chat={chat} user={user} className="max-h-72 min-h-24" testId="game-chat" />
    </section>
  );
}
