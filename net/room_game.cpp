// The game half of a room: answers (with team proposals), bots and absent
// players, undo, views and autosave.
#include <algorithm>

#include "net/projection.h"
#include "net/room.h"
#include "net/wire_deck.h"

namespace l5r::net {

namespace {
// A safety bound for one advance(): bots answering each other without end
// would otherwise hang the host.
constexpr int kMaxBotAnswersPerStep = 200000;
}  // namespace

bool Room::paused() const {
  if (!started() || options_.away != AwayPolicy::Pause || game_->over()) return false;
  return std::any_of(seats_.begin(), seats_.end(), [](const Seat& s) { return s.away(); });
}

// A side is answered by a bot when every member is a bot, or when its humans
// are all away and the room's policy lets a bot stand in for them.
bool Room::bot_answers(PlayerId side) const {
  bool any = false;
  for (const Seat& s : seats_) {
    if (s.side != side) continue;
    any = true;
    if (s.occupant == Occupant::Bot) continue;
    if (s.away() && options_.away == AwayPolicy::Bot) continue;
    return false;
  }
  return any;
}

std::string Room::can_act() const {
  if (!started()) return "the game has not started";
  if (game_->over()) return "the game is over";
  if (paused()) return "the game is paused until every player is back";
  if (undo_) return "an undo vote is open";
  return {};
}

void Room::answer(ClientId c, std::uint8_t seat, const Answer& a) {
  if (std::string why = can_act(); !why.empty()) return error(c, ErrorCode::NotAllowed, why);
  const auto& q = game_->pending();
  if (!q) return error(c, ErrorCode::NotAllowed, "no question is pending");
  const PlayerId side = seats_[seat].side;
  if (q->who != side) return error(c, ErrorCode::NotAllowed, "the question is not yours");
  if (a.question != q->id)
    return error(c, ErrorCode::IllegalAnswer, "that question was already answered");
  // Check first: a refused proposal must not count towards a team decision.
  Outcome ok = game_->engine().check(side, a);
  if (!ok.accepted) return error(c, ErrorCode::IllegalAnswer, ok.reason);
  TeamDecision& d = decisions_[side];
  std::optional<Answer> commit = d.propose(seat, a);
  if (!commit) {
    for (const Seat& s : seats_)
      if (s.side == side) send(s.client, Proposal{seat, a});
    return;
  }
  Outcome o = game_->answer(side, *commit);
  if (!o.accepted) return error(c, ErrorCode::IllegalAnswer, o.reason);
  advance();
}

void Room::manual(ClientId c, std::uint8_t seat, const ManualAction& m) {
  if (std::string why = can_act(); !why.empty()) return error(c, ErrorCode::NotAllowed, why);
  const PlayerId side = seats_[seat].side;
  const bool names_card = m.kind != ManualKind::AdjustHonor && m.kind != ManualKind::Draw;
  // Hidden cards reach this seat under per-message ids (projection.h): an id
  // of a card it cannot see means nothing, so it may not be named.
  if (names_card &&
      (m.card >= game_->state().cards.size() || !visible_to(game_->state(), m.card, side)))
    return error(c, ErrorCode::IllegalAnswer, "you can only name a card you can see");
  Outcome o = game_->manual(side, m);
  if (!o.accepted) return error(c, ErrorCode::IllegalAnswer, o.reason);
  advance();
}

void Room::advance() {
  if (!started()) return;
  if (!paused() && !undo_) {
    for (int n = 0; n < kMaxBotAnswersPerStep && !game_->over() && game_->pending(); ++n) {
      const Question q = *game_->pending();
      if (q.who >= seats_.size() || !bot_answers(q.who)) break;
      // The first member's bot answers; a seat without one (a human's) gets
      // one made on demand, so the stand-in keeps its RNG across turns.
      Seat* member = nullptr;
      for (Seat& s : seats_)
        if (s.side == q.who) {
          member = &s;
          break;
        }
      if (!member->bot) member->bot = ctx_.bots(ctx_.random());
      const GameState mine = view(game_->state(), q.who).state;
      Outcome o = game_->answer(q.who, member->bot->choose(mine, q));
      if (!o.accepted) break;  // a broken bot: leave the question to the players
    }
  }
  autosave();
  broadcast_room();
  broadcast_views();
}

void Room::request_undo(std::uint8_t seat) {
  const ClientId c = seats_[seat].client;
  if (!started()) return error(c, ErrorCode::NotAllowed, "the game has not started");
  if (undo_) return error(c, ErrorCode::NotAllowed, "an undo vote is already open");
  const auto& h = game_->history();
  const PlayerId side = seats_[seat].side;
  std::size_t last = h.size();
  for (std::size_t i = h.size(); i-- > 0;)
    if (h[i].seat == side) {
      last = i;
      break;
    }
  if (last == h.size()) return error(c, ErrorCode::NotAllowed, "you have no answer to take back");
  undo_ = UndoVote{seat, last, {}};
  bool others = false;
  for (std::size_t i = 0; i < seats_.size(); ++i)
    if (i != seat && seats_[i].occupant == Occupant::Human && seats_[i].client) others = true;
  // Against bots only, undo is free; other players must agree (DESIGN: undo
  // is a stored step back, but it takes back what they saw too).
  if (!others) return undo_to(last);
  broadcast(UndoAsked{seat});
}

void Room::vote_undo(std::uint8_t seat, bool agree) {
  if (!undo_ || seat == undo_->by)
    return error(seats_[seat].client, ErrorCode::NotAllowed, "no undo vote for you");
  if (!agree) {
    undo_.reset();
    broadcast(UndoResult{false, seats_[seat].name + " refused the undo"});
    return;
  }
  undo_->agreed.push_back(seat);
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const Seat& s = seats_[i];
    if (i == undo_->by || s.occupant != Occupant::Human || !s.client) continue;
    if (std::find(undo_->agreed.begin(), undo_->agreed.end(), i) == undo_->agreed.end()) return;
  }
  undo_to(undo_->to_inputs);
}

// Undo replays the log without its tail: the same path a resumed save takes,
// so an undone game is exactly a game that never had those answers.
void Room::undo_to(std::size_t inputs) {
  undo_.reset();
  std::vector<AnsweredBy> keep(game_->history().begin(),
                               game_->history().begin() + static_cast<std::ptrdiff_t>(inputs));
  auto g = std::make_unique<Game>(ctx_.lib.db, game_->setup());
  for (const AnsweredBy& in : keep) g->apply(in);
  game_ = std::move(g);
  broadcast(UndoResult{true, {}});
  advance();
}

SaveFile Room::save() const {
  SaveFile f;
  f.options = options_;
  f.seed = seed_;
  for (const Seat& s : seats_)
    f.seats.push_back({s.name, s.occupant == Occupant::Bot, s.token, s.side, s.wire});
  if (game_) {
    for (const AnsweredBy& in : game_->history())
      f.inputs.push_back({in.seat, in.is_manual, in.answer, in.manual});
    f.state_hash = state_hash(game_->state());
  }
  return f;
}

void Room::autosave() {
  if (ctx_.autosave_path.empty()) return;
  std::string why;
  // A failed autosave must not stop the game; players hear of it in chat.
  if (!write_save(ctx_.autosave_path, save(), &why))
    broadcast(Chat{kNoSeat, "host", false, "autosave failed: " + why}, Channel::Chat);
}

std::unique_ptr<Room> Room::resume(std::uint32_t id, const SaveFile& f, RoomContext ctx,
                                   std::string* error) {
  auto fail = [&](std::string why) -> std::unique_ptr<Room> {
    if (error) *error = std::move(why);
    return nullptr;
  };
  if (f.seats.size() != f.options.seats || f.seats.size() < 2 || f.seats.size() > kMaxSeats)
    return fail("the save's seats do not match its room");
  std::vector<std::uint8_t> sides;
  for (const SavedSeat& ss : f.seats) sides.push_back(ss.side);
  auto r = std::make_unique<Room>(id, f.options, ctx, sides);
  for (std::size_t i = 0; i < f.seats.size(); ++i) {
    const SavedSeat& ss = f.seats[i];
    Seat& s = r->seats_[i];
    std::vector<std::string> errors;
    Deck d = from_wire(ctx.lib.db, ss.deck, &errors);
    if (!errors.empty()) return fail("seat " + std::to_string(i + 1) + ": " + errors.front());
    s.name = ss.name;
    s.occupant = ss.bot ? Occupant::Bot : Occupant::Human;
    s.token = ss.token;
    s.deck = d;
    s.wire = ss.deck;
    s.ready = true;
    if (ss.bot) s.bot = ctx.bots(ctx.random());
  }
  r->seed_ = f.seed;
  auto g = std::make_unique<Game>(ctx.lib.db, r->setup_from_seats());
  if (!g->error().empty()) return fail(g->error());
  for (const SavedInput& in : f.inputs) {
    Outcome o = g->apply({in.player, in.answer, in.is_manual, in.manual});
    if (!o.accepted) return fail("the saved answers do not replay: " + o.reason);
  }
  if (state_hash(g->state()) != f.state_hash)
    return fail("the replayed game differs from the save");
  r->game_ = std::move(g);
  r->make_decisions();
  return r;
}

void Room::send_view(ClientId c, std::uint8_t seat) {
  if (!started() || !c) return;
  const PlayerId who = seat == kNoSeat ? kSpectator : seats_[seat].side;
  send(c, ViewUpdate{seat, static_cast<std::uint32_t>(game_->history().size()),
                     project(game_->state(), who, ctx_.random)});
}

void Room::broadcast_views() {
  for (std::size_t i = 0; i < seats_.size(); ++i)
    send_view(seats_[i].client, static_cast<std::uint8_t>(i));
  for (ClientId s : spectators_) send_view(s, kNoSeat);
}

}  // namespace l5r::net
