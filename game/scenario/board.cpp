// The board is made by lay_out(), the same function that starts real games,
// so card instances are made the way the engine makes them; the scenario then
// moves each card to its listed zone by writing the Card and Player fields
// directly, keeping every card in exactly one zone list.
#include "game/scenario/board.h"

#include <algorithm>

#include "game/rules/setup.h"

namespace l5r::scn {

namespace {

enum class Dest : std::uint8_t {
  Province,
  Home,
  Attached,
  Hand,
  DynastyDeck,
  FateDeck,
  DynastyDiscard,
  FateDiscard,
  Removed,
};

// One card the board places, in the order the file lists it.
struct Slot {
  const CardEntry* entry;
  Dest dest;
  int province = -1;
  int parent = -1;  // Attached: the slot of its Personality
  DefId def = kNoDef;
  CardId id = kNoCard;
};

[[noreturn]] void bad(const std::string& where, const std::string& what) {
  throw ScenarioError(where + ": " + what);
}

// Edit distance, to suggest the id that was meant.
std::size_t distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diag = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

DefId def_of(const CardDb& db, const CardEntry& e) {
  if (auto d = db.find(e.card)) return *d;
  std::string near;
  for (const CardDef& d : db.all())
    if (distance(d.id, e.card) <= 3 ||
        (e.card.size() >= 4 && d.id.find(e.card) != std::string::npos))
      near += (near.empty() ? "" : ", ") + d.id;
  bad(e.where,
      "unknown card id '" + e.card + "'" + (near.empty() ? "" : " (did you mean: " + near + "?)"));
}

// "an Item", "a Holding".
std::string type_name(const CardDef& d) {
  const std::string t(to_string(d.type));
  return (t.find_first_of("AEIOU") == 0 ? "an " : "a ") + t;
}

// Which card types each zone may hold.
void check_type(const CardDef& d, Dest dest, const CardEntry& e) {
  const std::string what = "'" + e.card + "' is " + type_name(d);
  switch (dest) {
    case Dest::Province:
    case Dest::DynastyDeck:
    case Dest::DynastyDiscard:
      if (!d.is_dynasty()) bad(e.where, what + ", not a Dynasty card");
      break;
    case Dest::Hand:
    case Dest::FateDeck:
    case Dest::FateDiscard:
      if (!d.is_fate()) bad(e.where, what + ", not a Fate card");
      break;
    case Dest::Home:
      if (d.is_attachment())
        bad(e.where, what + ": attachments are listed under their Personality's \"attached\"");
      if (d.type != CardType::Personality && d.type != CardType::Holding &&
          d.type != CardType::Region && d.type != CardType::Event && d.type != CardType::Ring &&
          !d.is_kata())
        bad(e.where, what + ", which does not stay in play at home");
      break;
    case Dest::Attached:
      if (!d.is_attachment()) bad(e.where, what + ", not an attachment (Follower, Item or Spell)");
      break;
    case Dest::Removed:
      if (!d.is_dynasty() && !d.is_fate()) bad(e.where, what + ", which is not part of a deck");
      break;
  }
  if (e.dead && (dest != Dest::DynastyDiscard || d.type != CardType::Personality))
    bad(e.where + ".dead", "only a Personality in the Dynasty discard pile can be dead");
}

// The Territory row was made by lay_out() in the listed order; the Clock
// piles are made here, from the top of the deck and the bottom of the pile.
void build_siege(const CardDb& db, const SiegeSpec& sg, GameState& s, Refs& refs) {
  const auto ch = static_cast<PlayerId>(sg.challenger);
  for (std::size_t i = 0; i < sg.territories.size(); ++i) {
    const TerritorySpec& spec = sg.territories[i];
    Territory& t = s.siege.territories[i];
    t.destroyed = spec.destroyed;
    if (spec.destroyable) t.destroyable = *spec.destroyable;
    t.strength_bonus = static_cast<std::int16_t>(spec.strength_bonus);
    refs.add_instance(t.card, spec.card.card);
    if (!spec.card.label.empty()) refs.add_label(spec.card.label, t.card, spec.card.where);
  }
  auto make = [&](const CardEntry& e, Zone zone, bool face_up) {
    const DefId d = def_of(db, e);
    if (db.def(d).type != CardType::Clock)
      bad(e.where, "'" + e.card + "' is " + type_name(db.def(d)) + ", not a Clock card");
    Card k;
    k.def = d;
    k.owner = ch;
    k.controller = ch;
    k.zone = zone;
    k.face_up = face_up;
    s.cards.push_back(k);
    const auto id = static_cast<CardId>(s.cards.size() - 1);
    refs.add_instance(id, e.card);
    if (!e.label.empty()) refs.add_label(e.label, id, e.where);
    return id;
  };
  for (auto it = sg.clock_deck.rbegin(); it != sg.clock_deck.rend(); ++it)
    s.siege.clock_deck.push_back(make(*it, Zone::ClockDeck, false));
  for (const CardEntry& e : sg.clock_discard)
    s.siege.clock_discard.push_back(make(e, Zone::ClockDiscard, !e.face_down));
  s.siege.political_tokens = static_cast<std::int16_t>(sg.political_tokens);
}

}  // namespace

Board build_board(const CardDb& db, const Scenario& sc) {
  const int n = static_cast<int>(sc.players.size());
  GameSetup setup;
  setup.seed = sc.seed;
  setup.shuffle = false;
  std::vector<std::vector<Slot>> slots(n);

  // Which player went first decides the Stronghold faces.
  int first = -1;
  for (int p = 0; p < n; ++p)
    if (sc.players[p].went_first.value_or(false)) {
      if (first >= 0) bad(sc.players[p].where + ".went_first", "only one player went first");
      first = p;
    }
  const bool first_unset = first < 0;
  if (first < 0) first = 0;

  for (int p = 0; p < n; ++p) {
    const PlayerSpec& ps = sc.players[p];
    Deck deck;
    deck.name = ps.name;
    deck.stronghold = def_of(db, ps.stronghold);
    if (db.def(deck.stronghold).type != CardType::Stronghold)
      bad(ps.stronghold.where, "'" + ps.stronghold.card + "' is " +
                                   type_name(db.def(deck.stronghold)) + ", not a Stronghold");
    if (ps.sensei) {
      deck.sensei = def_of(db, *ps.sensei);
      if (db.def(*deck.sensei).type != CardType::Sensei)
        bad(ps.sensei->where,
            "'" + ps.sensei->card + "' is " + type_name(db.def(*deck.sensei)) + ", not a Sensei");
    }
    auto& sl = slots[p];
    auto add = [&](const CardEntry& e, Dest d, int province = -1, int parent = -1) {
      Slot s{&e, d, province, parent, def_of(db, e), kNoCard};
      check_type(db.def(s.def), d, e);
      sl.push_back(s);
    };
    for (std::size_t i = 0; i < ps.provinces.size(); ++i)
      if (ps.provinces[i].card) add(*ps.provinces[i].card, Dest::Province, static_cast<int>(i));
    for (const CardEntry& e : ps.home) {
      add(e, Dest::Home);
      const int parent = static_cast<int>(sl.size()) - 1;
      if (!e.attached.empty() && db.def(sl.back().def).type != CardType::Personality)
        bad(e.where + ".attached", "only Personalities have attachments");
      for (const CardEntry& a : e.attached) add(a, Dest::Attached, -1, parent);
    }
    for (const CardEntry& e : ps.hand) add(e, Dest::Hand);
    for (const CardEntry& e : ps.dynasty_deck) add(e, Dest::DynastyDeck);
    for (const CardEntry& e : ps.fate_deck) add(e, Dest::FateDeck);
    for (const CardEntry& e : ps.dynasty_discard) add(e, Dest::DynastyDiscard);
    for (const CardEntry& e : ps.fate_discard) add(e, Dest::FateDiscard);
    for (const CardEntry& e : ps.removed) add(e, Dest::Removed);
    for (const Slot& s : sl)
      (db.def(s.def).is_dynasty() ? deck.dynasty : deck.fate).push_back(s.def);
    if (sc.siege && sc.siege->challenger == p)
      for (const TerritorySpec& t : sc.siege->territories) {
        deck.territories.push_back(def_of(db, t.card));
        if (db.def(deck.territories.back()).type != CardType::Territory)
          bad(t.card.where, "'" + t.card.card + "' is " + type_name(db.def(deck.territories.back())) +
                                ", not a Territory");
      }
    setup.seats.push_back({ps.name, deck});
  }
  if (sc.siege) setup.challenger = sc.siege->challenger;

  Board b;
  GameState& s = b.state;
  s = lay_out(db, setup);

  for (int p = 0; p < n; ++p) {
    const PlayerSpec& ps = sc.players[p];
    Player& pl = s.players[p];
    // lay_out made the Dynasty and Fate cards in deck order: match them to slots.
    std::size_t di = 0, fi = 0;
    const std::vector<CardId> made_dynasty = pl.dynasty_deck, made_fate = pl.fate_deck;
    for (Slot& sl : slots[p])
      sl.id = db.def(sl.def).is_dynasty() ? made_dynasty[di++] : made_fate[fi++];
    pl.dynasty_deck.clear();
    pl.fate_deck.clear();
    pl.provinces.assign(ps.provinces.size(), Province{});

    std::vector<CardId> dynasty_top_first, fate_top_first;
    for (const Slot& sl : slots[p]) {
      Card& k = s.card(sl.id);
      const CardEntry& e = *sl.entry;
      k.controller = k.owner;
      k.province = -1;
      k.location = kHome;
      k.attached_to = kNoCard;
      k.bowed = false;
      k.dead = false;
      k.dishonorable = false;
      switch (sl.dest) {
        case Dest::Province:
          k.zone = Zone::Province;
          k.province = static_cast<std::int8_t>(sl.province);
          k.face_up = !e.face_down;
          pl.provinces[sl.province].cards.push_back(sl.id);
          break;
        case Dest::Home:
        case Dest::Attached:
          k.zone = Zone::InPlay;
          k.face_up = true;
          k.bowed = e.bowed;
          k.dishonorable = e.dishonorable;
          k.tokens = e.tokens;
          if (sl.dest == Dest::Attached) k.attached_to = slots[p][sl.parent].id;
          pl.in_play.push_back(sl.id);
          break;
        case Dest::Hand:
          k.zone = Zone::Hand;
          k.face_up = false;
          pl.hand.push_back(sl.id);
          break;
        case Dest::DynastyDeck:
          k.zone = Zone::DynastyDeck;
          k.face_up = false;
          dynasty_top_first.push_back(sl.id);
          break;
        case Dest::FateDeck:
          k.zone = Zone::FateDeck;
          k.face_up = false;
          fate_top_first.push_back(sl.id);
          break;
        case Dest::DynastyDiscard:
          k.zone = Zone::DynastyDiscard;
          k.face_up = true;
          k.dead = e.dead;
          k.dishonorable = e.dishonorable;
          pl.dynasty_discard.push_back(sl.id);
          break;
        case Dest::FateDiscard:
          k.zone = Zone::FateDiscard;
          k.face_up = true;
          pl.fate_discard.push_back(sl.id);
          break;
        case Dest::Removed:
          k.zone = Zone::Removed;
          k.face_up = true;
          pl.removed.push_back(sl.id);
          break;
      }
    }
    // The file lists decks from the top; the engine keeps the top at the back.
    pl.dynasty_deck.assign(dynasty_top_first.rbegin(), dynasty_top_first.rend());
    pl.fate_deck.assign(fate_top_first.rbegin(), fate_top_first.rend());

    s.card(pl.stronghold).bowed = ps.stronghold.bowed;
    if (ps.sensei) s.card(pl.sensei).bowed = ps.sensei->bowed;
    for (std::size_t i = 0; i < ps.provinces.size(); ++i) {
      pl.provinces[i].destroyed = ps.provinces[i].destroyed;
      pl.provinces[i].strength_bonus = static_cast<std::int16_t>(ps.provinces[i].strength_bonus);
    }
    if (ps.honor) pl.honor = static_cast<std::int16_t>(*ps.honor);
    pl.gold_pool = static_cast<std::int16_t>(ps.gold_pool);
    pl.turns_started = static_cast<std::uint16_t>(ps.turns_started);
    // Siege: the Rokugani all play their going-first face, as in a real game
    // (game/rules/setup.cpp), unless the board says who went first.
    pl.went_first = sc.siege && first_unset ? sc.siege->challenger != p : p == first;
    pl.ignores_clan_honor_requirements = ps.lost_honor_to_others;
    pl.used_this_turn = ps.used_this_turn;
  }

  // References: every instance in file order, then the labels.
  for (int p = 0; p < n; ++p) {
    const Player& pl = s.players[p];
    b.refs.add_instance(pl.stronghold, sc.players[p].stronghold.card);
    if (sc.players[p].sensei) b.refs.add_instance(pl.sensei, sc.players[p].sensei->card);
    for (const Slot& sl : slots[p]) b.refs.add_instance(sl.id, sl.entry->card);
  }
  for (int p = 0; p < n; ++p) {
    const PlayerSpec& ps = sc.players[p];
    if (!ps.stronghold.label.empty())
      b.refs.add_label(ps.stronghold.label, s.players[p].stronghold, ps.stronghold.where);
    if (ps.sensei && !ps.sensei->label.empty())
      b.refs.add_label(ps.sensei->label, s.players[p].sensei, ps.sensei->where);
    for (const Slot& sl : slots[p])
      if (!sl.entry->label.empty()) b.refs.add_label(sl.entry->label, sl.id, sl.entry->where);
  }

  if (sc.siege) build_siege(db, *sc.siege, s, b.refs);

  s.active = static_cast<PlayerId>(sc.active);
  s.first_player = static_cast<PlayerId>(first);
  int turns = 0;
  for (const PlayerSpec& ps : sc.players) turns += ps.turns_started;
  s.turn = static_cast<std::uint32_t>(sc.turn.value_or(turns));
  // A board on which nobody is ever asked anything would turn forever.
  s.turn_limit = static_cast<std::uint16_t>(sc.turn_limit.value_or(static_cast<int>(s.turn) + 20));
  if (sc.favor) s.favor = static_cast<PlayerId>(*sc.favor);
  if (sc.start == Start::Turn) {
    // The start-of-turn rules count the turn being begun.
    Player& a = s.players[s.active];
    a.turns_started = static_cast<std::uint16_t>(a.turns_started - 1);
    s.turn -= 1;
  }
  for (const ModifierSpec& m : sc.modifiers) {
    StatModifier mod = m.mod;
    mod.card = b.refs.resolve(m.card, m.where + ".card");
    s.modifiers.push_back(mod);
  }
  return b;
}

void push_start(GameState& s, Start start) {
  // Each start pushes what the named stage of run_frame(TurnFrame) pushes,
  // without the stage's own work before it (so Gold pools survive).
  const PlayerId a = s.active;
  switch (start) {
    case Start::Turn:
      s.phase = Phase::Action;  // the start sets it again after the Honor check
      s.stack.push_back(TurnFrame{kTurnStart});
      break;
    case Start::Action:
      s.phase = Phase::Action;
      s.stack.push_back(TurnFrame{kTurnAttackPhase});
      s.stack.push_back(ActionRoundFrame{RoundKind::ActionPhase, a, 0, false});
      break;
    case Start::Attack:
      s.phase = Phase::Attack;
      s.stack.push_back(TurnFrame{kTurnDynastyPhase});
      s.stack.push_back(AttackFrame{});
      break;
    case Start::Dynasty:
      s.phase = Phase::Dynasty;
      s.stack.push_back(TurnFrame{kTurnDraw});
      s.stack.push_back(ActionRoundFrame{RoundKind::Dynasty, a, 0, false});
      break;
    case Start::EndOfTurn:
      // The Draw step ends the Dynasty Phase: draw, discard down, then the end.
      s.phase = Phase::Dynasty;
      s.stack.push_back(TurnFrame{kTurnDraw});
      break;
  }
}

}  // namespace l5r::scn
