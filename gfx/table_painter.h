#pragma once
// Drawing one frame of the table (gfx/table_view.h): the sizes of this frame,
// the seat's view, and the pieces the table is made of. Internal to the
// table's drawing: table_painter.cpp has the cards and units,
// table_sides.cpp each player's side, battle_view.cpp the battlefields.
#include <imgui.h>

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "game/rules/engine.h"
#include "gfx/card_draw.h"
#include "gfx/card_style.h"
#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "gfx/table_view.h"

namespace l5r::gfx {

// Left-to-right placement of items of different widths in a span: natural
// gaps when they fit, overlapping evenly when they do not (each item keeps
// at least `min_step` in view).
std::vector<float> spread(const std::vector<float>& widths, float x0, float span, float gap,
                          float min_step);

struct TablePainter {
  ImDrawList* dl;
  const Fonts& fonts;
  const TableInput& in;
  Elements& out;
  GameState& s;  // the seat's view; an Engine reads stats from it
  const CardDb& db;
  Engine e;
  PlayerId me;
  std::unordered_map<DefId, std::string>& texts;  // generated card text, by definition
  float sc;                                       // UI scale
  float h = 0;                                    // card height and width on the table
  float w = 0;
  float strip = 0;  // how much of an attachment shows above its Personality
  float lbl = 0;    // a label line under cards
  float gap = 0;
  float panel_w = 0;     // the left column (player panels)
  float stack_room = 0;  // the row's room above a Personality for attachments
  float stack_rise = 0;  // how far a tall stack may rise above its row

  TablePainter(ImDrawList* d, const Fonts& f, const TableInput& i, Elements& o,
               std::unordered_map<DefId, std::string>& text_cache)
      : dl(d),
        fonts(f),
        in(i),
        out(o),
        s(i.view->state),
        db(*i.db),
        e(*i.db, i.view->state),
        me(i.view->seat),
        texts(text_cache),
        sc(f.scale()) {}

  const ImFont* ui(float px) const { return fonts.get(Face::Ui, px * sc); }
  const ImFont* bold(float px) const { return fonts.get(Face::UiBold, px * sc); }
  bool visible(CardId c) const { return s.card(c).def != kNoDef; }
  const CardDef& def(CardId c) const { return db.def(s.card(c).def); }
  const std::string& text_of(DefId d);

  // Cards and units (table_painter.cpp).
  float text(const ImFont* f, ImVec2 p, ImU32 c, const std::string& t) const;
  float text_width(const ImFont* f, const std::string& t) const;
  void text_centered(const ImFont* f, ImVec2 c, ImU32 col, const std::string& t) const;
  CardFace face(CardId c);
  std::string card_label(CardId c) const;
  // Draws one card (in the current orientation) and records it; `pivot` is
  // set when the drawing is being turned (a bowed card), so the recorded
  // rectangle is the turned one.
  void place(CardId c, const Rect& r, const ImVec2* pivot = nullptr);
  void bowed_tag(const Rect& footprint) const;
  // How much of each of n attachments shows: the row's stack_room shared,
  // rising a little above the row to keep titles readable.
  float unit_strip(std::size_t n) const;
  ImVec2 unit_size(CardId p) const;  // the footprint, sideways when bowed
  // A Personality with its attachments tucked under it, their titles showing
  // above it; bowed, the whole unit lies sideways.
  void draw_unit(CardId p, ImVec2 bottom_left);
  // A single card that lies sideways when bowed (Holdings, the Stronghold).
  ImVec2 single_size(CardId c) const;
  void draw_single(CardId c, ImVec2 bottom_left);
  // An empty place on the table, and the label under a card.
  void slot(const Rect& r, const char* empty_text) const;
  void under_label(const Rect& card, const std::string& t, ImU32 col = palette::kText) const;

  // Each player's side (table_sides.cpp).
  // The player's panel: name, deck, Family Honor, Gold pool, cards in hand.
  void player_panel(PlayerId p, const Rect& r);
  // The Imperial Favor lies before the player who holds it.
  void favor_token(PlayerId p, const Rect& col_rect);
  // The Provinces row: panel, Stronghold, Provinces, piles.
  void provinces_row(PlayerId p, const Rect& row);
  // One Province: struck through when destroyed, else its cards fanned by
  // `fan`; recorded as a zone. Returns its strength, or nothing when destroyed.
  std::optional<int> province_slot(PlayerId p, std::size_t i, const Rect& r, float fan);
  // Home: Holdings, then Personalities with their attachments.
  void home_row(PlayerId p, const Rect& row);
  // The seat's hand.
  void hand_row(PlayerId p, const Rect& row);

  // Siege (siege_band.cpp): the Threat Level, Rank and Political tokens;
  // the Territory row; the Clock deck, its discard pile and the active
  // lines of the Clock card in play.
  void siege_counters(const Rect& r);
  bool destroyable(const Territory& t) const;
  void territory_row(const Rect& r);
  void clock_area(const Rect& r);

  // A player's whole side in one row (compact_row.cpp): a Siege team member,
  // or an opponent at a table of three or more players. piles_column returns
  // the x after it.
  void compact_row(PlayerId p, const Rect& row);
  float piles_column(PlayerId p, const Rect& r);

  // The battlefields of an attack (battle_view.cpp).
  void battle_row(const Rect& row);
  // The battlefields when an attack is on; otherwise a thin strip saying so
  // (`idle` outside the Attack Phase), with the Strategies being played above.
  void battle_strip(const Rect& row, const char* idle);
  // Cards being played (Strategies in the Resolution Area).
  void resolving(const Rect& row);
};

// After a table is drawn: zooms the card under the mouse, and reports a click
// on a card an option names (table_view.cpp).
TableOutput hover_and_click(TablePainter& f);

}  // namespace l5r::gfx
