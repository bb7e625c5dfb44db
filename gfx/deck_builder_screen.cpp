#include "gfx/deck_builder_screen.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

#include "game/abilities/text.h"
#include "game/cards/decklist.h"
#include "gfx/card_draw.h"
#include "gfx/card_style.h"
#include "gfx/tool_screen.h"
#include "gfx/user_dirs.h"

namespace l5r::gfx {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// Where a card goes: 0 pre-game (Stronghold, Sensei), 1 Dynasty, 2 Fate, 3 neither.
int deck_of(const CardDef& d) {
  if (d.type == CardType::Stronghold || d.type == CardType::Sensei) return 0;
  if (d.is_dynasty()) return 1;
  if (d.is_fate()) return 2;
  return 3;
}

std::string card_label(const CardDef& d) {
  std::string t = d.title;
  if (d.experienced > 0)
    t += d.experienced == 1 ? " (Exp)" : " (Exp " + std::to_string(d.experienced) + ")";
  return t;
}

void heading(const char* text, const Fonts& fonts) {
  ImGui::PushFont(fonts.get(Face::UiBold, 15 * fonts.scale()));
  ImGui::TextColored(kGoldText, "%s", text);
  ImGui::PopFont();
}

constexpr CardType kTypes[] = {CardType::Stronghold, CardType::Sensei,   CardType::Personality,
                               CardType::Holding,    CardType::Event,    CardType::Region,
                               CardType::Strategy,   CardType::Follower, CardType::Item,
                               CardType::Spell,      CardType::Ring};
constexpr Clan kClans[] = {Clan::Unaligned, Clan::Crab,    Clan::Crane,   Clan::Dragon,
                           Clan::Lion,      Clan::Mantis,  Clan::Phoenix, Clan::Scorpion,
                           Clan::Spider,    Clan::Unicorn, Clan::Naga};

}  // namespace

void DeckBuilderScreen::add(const CardDb& db, DefId d, int n) {
  deck_.add(db, d, n);
  changed();
}

void DeckBuilderScreen::refilter(const CardDb& db) {
  const std::string key = lower(title_filter_) + '\x1f' + std::to_string(type_filter_) + '\x1f' +
                          std::to_string(clan_filter_) + '\x1f' +
                          std::to_string(static_cast<int>(side_));
  if (key == filter_key_ && db.size() == db_size_) return;
  filter_key_ = key;
  db_size_ = db.size();
  const std::string want = lower(title_filter_);
  pool_.clear();
  for (DefId id = 0; id < db.size(); ++id) {
    const CardDef& d = db.def(id);
    const int where = deck_of(d);
    if (where == 3) continue;  // Territories and Clock cards belong to Challenge decks
    if (type_filter_ >= 0 && static_cast<int>(d.type) != type_filter_) continue;
    if (clan_filter_ >= 0 && static_cast<int>(d.clan) != clan_filter_) continue;
    if (side_ == Side::PreGame && where != 0) continue;
    if (side_ == Side::Dynasty && where != 1) continue;
    if (side_ == Side::Fate && where != 2) continue;
    if (!want.empty() && lower(d.title).find(want) == std::string::npos) continue;
    pool_.push_back(id);
  }
  std::stable_sort(pool_.begin(), pool_.end(), [&db](DefId a, DefId b) {
    const CardDef &x = db.def(a), &y = db.def(b);
    if (deck_of(x) != deck_of(y)) return deck_of(x) < deck_of(y);
    if (x.type != y.type) return x.type < y.type;
    if (x.title != y.title) return x.title < y.title;
    return x.experienced < y.experienced;
  });
}

void DeckBuilderScreen::draw_filters(const CardDb& db, const Fonts& fonts, Elements& out) {
  const float sc = fonts.scale();
  heading("Card pool", fonts);
  ImGui::SameLine();
  ImGui::TextDisabled("%d of %d cards", static_cast<int>(pool_.size()),
                      static_cast<int>(db.size()));
  ImGui::PushItemWidth(ImGui::GetContentRegionAvail().x - 60 * sc);
  ImGui::InputTextWithHint("Title", "part of a title", &title_filter_);
  out.add_last_item(ElementKind::Button, "Title filter: " + title_filter_);
  ImGui::PopItemWidth();

  const float third = (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
  auto combo = [&](const char* id, const std::string& shown, const char* element, auto&& body) {
    ImGui::SetNextItemWidth(third);
    if (ImGui::BeginCombo(id, shown.c_str(), ImGuiComboFlags_HeightLarge)) {
      body();
      ImGui::EndCombo();
    }
    out.add_last_item(ElementKind::Button, std::string(element) + ": " + shown);
  };
  auto option = [&](const char* group, const std::string& label, bool selected) {
    const bool picked = ImGui::Selectable(label.c_str(), selected);
    out.add_last_item(ElementKind::Button, std::string(group) + " option: " + label);
    return picked;
  };
  combo(
      "##type",
      type_filter_ < 0 ? std::string("Every type") : type_name(static_cast<CardType>(type_filter_)),
      "Type", [&] {
        if (option("Type", "Every type", type_filter_ < 0)) type_filter_ = -1;
        for (CardType t : kTypes)
          if (option("Type", type_name(t), type_filter_ == static_cast<int>(t)))
            type_filter_ = static_cast<int>(t);
      });
  ImGui::SameLine();
  combo("##clan",
        clan_filter_ < 0 ? std::string("Every clan")
                         : std::string(to_string(static_cast<Clan>(clan_filter_))),
        "Clan", [&] {
          if (option("Clan", "Every clan", clan_filter_ < 0)) clan_filter_ = -1;
          for (Clan c : kClans)
            if (option("Clan", std::string(to_string(c)), clan_filter_ == static_cast<int>(c)))
              clan_filter_ = static_cast<int>(c);
        });
  ImGui::SameLine();
  static const char* const kSides[] = {"Every deck", "Pre-game", "Dynasty", "Fate"};
  combo("##side", kSides[static_cast<int>(side_)], "Deck", [&] {
    for (int i = 0; i < 4; ++i)
      if (option("Deck", kSides[i], static_cast<int>(side_) == i)) side_ = static_cast<Side>(i);
  });
}

void DeckBuilderScreen::draw_pool(const CardDb& db, const Fonts& fonts, Elements& out) {
  const float sc = fonts.scale();
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable("pool", 5, flags, ImGui::GetContentRegionAvail())) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("Title", ImGuiTableColumnFlags_WidthStretch, 3.0f);
  ImGui::TableSetupColumn("Type", ImGuiTableColumnFlags_WidthStretch, 1.3f);
  ImGui::TableSetupColumn("Clan", ImGuiTableColumnFlags_WidthStretch, 1.1f);
  ImGui::TableSetupColumn("In deck", ImGuiTableColumnFlags_WidthFixed, 56 * sc);
  ImGui::TableSetupColumn("##buttons", ImGuiTableColumnFlags_WidthFixed, 64 * sc);
  ImGui::TableHeadersRow();
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(pool_.size()));
  while (clipper.Step()) {
    for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
      const DefId id = pool_[static_cast<std::size_t>(row)];
      const CardDef& d = db.def(id);
      const std::string label = card_label(d);
      ImGui::PushID(static_cast<int>(id));
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      if (ImGui::Selectable(label.c_str(), selected_ == id)) selected_ = id;
      if (ImGui::IsItemHovered()) zoom_ = id;
      out.add_last_item(ElementKind::Card, "pool: " + label, selected_ == id ? "selected" : "");
      ImGui::TableSetColumnIndex(1);
      ImGui::TextUnformatted(type_name(d.type));
      ImGui::TableSetColumnIndex(2);
      // Clan colors are made for card frames: lightened to be read on the dark panel.
      ImVec4 clan = ImGui::ColorConvertU32ToFloat4(clan_color(d.clan));
      clan = {0.45f + 0.55f * clan.x, 0.45f + 0.55f * clan.y, 0.45f + 0.55f * clan.z, 1};
      ImGui::TextColored(clan, "%s", std::string(to_string(d.clan)).c_str());
      ImGui::TableSetColumnIndex(3);
      const int n = deck_.count(id);
      if (n > 0)
        ImGui::TextColored(kGoldText, "%d", n);
      else
        ImGui::TextDisabled("-");
      ImGui::TableSetColumnIndex(4);
      if (ImGui::SmallButton("+")) add(db, id, 1);
      out.add_last_item(ElementKind::Button, "add: " + label);
      ImGui::SameLine();
      ImGui::BeginDisabled(n == 0);
      if (ImGui::SmallButton("-")) add(db, id, -1);
      ImGui::EndDisabled();
      out.add_last_item(ElementKind::Button, "remove: " + label);
      ImGui::PopID();
    }
  }
  ImGui::EndTable();
}

void DeckBuilderScreen::draw_zoom(const CardDb& db, const Fonts& fonts, Elements& out) {
  const DefId shown = zoom_ != kNoDef ? zoom_ : selected_;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  float w = avail.x, h = w / kCardAspect;
  if (h > avail.y * 0.8f) {
    h = avail.y * 0.8f;
    w = h * kCardAspect;
  }
  const Rect r{p.x + (avail.x - w) / 2, p.y, w, h};
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (shown == kNoDef || shown >= db.size()) {
    dl->AddRect(r.min(), r.max(), palette::kZoneLine, 8, 0, 1.5f);
    const char* hint = "Hover or click a card to read it";
    const ImVec2 ts = ImGui::CalcTextSize(hint);
    dl->AddText({r.x + (r.w - ts.x) / 2, r.y + r.h / 2}, palette::kTextDim, hint);
    ImGui::Dummy({avail.x, h});
    return;
  }
  const CardDef& d = db.def(shown);
  auto it = text_cache_.find(shown);
  if (it == text_cache_.end()) it = text_cache_.emplace(shown, card_text(d)).first;
  CardFace face;
  face.def = &d;
  face.text = it->second;
  draw_card(dl, fonts, r, face, Detail::Zoom);
  out.add(ElementKind::Card, "zoom: " + card_label(d), r);
  ImGui::Dummy({avail.x, h});
  ImGui::Spacing();
  const int n = deck_.count(shown);
  const float half = (avail.x - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (ImGui::Button("Add a copy", {half, 0})) add(db, shown, 1);
  out.add_last_item(ElementKind::Button, "Add a copy");
  ImGui::SameLine();
  ImGui::BeginDisabled(n == 0);
  if (ImGui::Button("Remove a copy", {half, 0})) add(db, shown, -1);
  ImGui::EndDisabled();
  out.add_last_item(ElementKind::Button, "Remove a copy");
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s \xC2\xB7 %s \xC2\xB7 %d in the deck", d.set.c_str(), d.id.c_str(), n);
  ImGui::PopTextWrapPos();
}

void DeckBuilderScreen::offer_for_play(Library& lib, const std::string& path) {
  const Deck d = deck_.to_deck();
  if (!validate_deck(lib.db, d).empty()) return;
  Deck offered = d;
  offered.name += " (yours)";
  for (std::size_t i = 0; i < lib.deck_files.size() && i < lib.decks.size(); ++i)
    if (lib.deck_files[i] == path) {
      lib.decks[i] = std::move(offered);
      return;
    }
  lib.decks.push_back(std::move(offered));
  lib.deck_files.push_back(path);
}

void DeckBuilderScreen::draw_deck(Library& lib, const std::string& decks_dir, const Fonts& fonts,
                                  Elements& out) {
  const CardDb& db = lib.db;
  const float sc = fonts.scale();
  if (checked_revision_ != revision_) {
    problems_ = validate_deck(db, deck_.to_deck());
    checked_revision_ = revision_;
  }
  heading("Deck", fonts);
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - 60 * sc);
  if (ImGui::InputText("Name", &deck_.name)) changed();
  out.add_last_item(ElementKind::Button, "Deck name: " + deck_.name);

  const int dyn = deck_.dynasty_size(), fate = deck_.fate_size();
  auto count_label = [&](const char* what, int n, int need) {
    const std::string t =
        std::string(what) + " " + std::to_string(n) + " / " + std::to_string(need);
    ImGui::TextColored(n >= need ? kGoodText : kErrorText, "%s", t.c_str());
    out.add_last_item(ElementKind::Label, t);
  };
  count_label("Dynasty", dyn, 40);
  ImGui::SameLine(0, 24 * sc);
  count_label("Fate", fate, 40);
  {
    const std::string sh =
        "Stronghold: " + (deck_.stronghold != kNoDef ? db.def(deck_.stronghold).title
                                                     : std::string("none (pick one)"));
    ImGui::TextUnformatted(sh.c_str());
    out.add_last_item(ElementKind::Label, sh);
    const std::string se =
        "Sensei: " + (deck_.sensei != kNoDef ? db.def(deck_.sensei).title : std::string("none"));
    ImGui::TextDisabled("%s", se.c_str());
    out.add_last_item(ElementKind::Label, se);
  }

  // The verdict of the construction rules, one line per problem.
  const float list_h = ImGui::GetContentRegionAvail().y * 0.42f;
  ImGui::BeginChild("verdict", {0, std::min(list_h * 0.5f, 130 * sc)}, true);
  if (problems_.empty()) {
    ImGui::TextColored(kGoodText, "Legal: this deck follows the deck construction rules.");
    out.add_last_item(ElementKind::Text, "deck legal");
  } else {
    ImGui::PushTextWrapPos(0);
    for (const std::string& p : problems_) {
      ImGui::TextColored(kErrorText, "\xE2\x80\xA2 %s", p.c_str());
      out.add_last_item(ElementKind::Text, "deck problem: " + p);
    }
    ImGui::PopTextWrapPos();
  }
  ImGui::EndChild();

  // The deck's cards, with their counts.
  ImGui::BeginChild("deck-cards", {0, list_h}, true);
  auto row = [&](DefId id, int n) {
    const CardDef& d = db.def(id);
    const std::string label = card_label(d);
    ImGui::PushID(static_cast<int>(id));
    if (ImGui::SmallButton("-")) add(db, id, -1);
    out.add_last_item(ElementKind::Button, "deck remove: " + label);
    ImGui::SameLine();
    if (ImGui::SmallButton("+")) add(db, id, 1);
    out.add_last_item(ElementKind::Button, "deck add: " + label);
    ImGui::SameLine();
    const std::string line = std::to_string(n) + "x " + label;
    if (ImGui::Selectable(line.c_str(), selected_ == id)) selected_ = id;
    if (ImGui::IsItemHovered()) zoom_ = id;
    out.add_last_item(ElementKind::Card, "deck: " + line);
    ImGui::PopID();
  };
  if (deck_.stronghold != kNoDef) row(deck_.stronghold, 1);
  if (deck_.sensei != kNoDef) row(deck_.sensei, 1);
  for (const auto* pile : {&deck_.dynasty, &deck_.fate}) {
    if (pile->empty()) continue;
    ImGui::TextColored(kGoldText, "%s", pile == &deck_.dynasty ? "Dynasty" : "Fate");
    for (const auto& [id, n] : *pile) row(id, n);
  }
  if (deck_.stronghold == kNoDef && deck_.dynasty.empty() && deck_.fate.empty())
    ImGui::TextDisabled("Empty: add cards from the pool with +.");
  ImGui::EndChild();
  draw_files(lib, decks_dir, out);
}

void DeckBuilderScreen::draw_files(Library& lib, const std::string& decks_dir, Elements& out) {
  const CardDb& db = lib.db;
  const float third = (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
  if (ImGui::Button("Save deck", {third, 0})) {
    std::string error;
    const std::string path = save_deck(decks_dir, db, deck_.to_deck(), &error);
    status_error_ = path.empty();
    if (path.empty()) {
      status_ = "Not saved: " + error;
    } else {
      status_ = "Saved " + shown_path(path) +
                (problems_.empty() ? "" : " (not legal yet: not offered for play)");
      offer_for_play(lib, path);
    }
  }
  out.add_last_item(ElementKind::Button, "Save deck");
  ImGui::SameLine();
  if (ImGui::Button("Open deck...", {third, 0})) ImGui::OpenPopup("open-deck");
  out.add_last_item(ElementKind::Button, "Open deck");
  ImGui::SameLine();
  if (ImGui::Button("New deck", {third, 0})) {
    deck_ = DeckCounts{};
    deck_.name = "New deck";
    changed();
    status_ = "A new, empty deck";
    status_error_ = false;
  }
  out.add_last_item(ElementKind::Button, "New deck");
  if (ImGui::Button(import_open_ ? "Hide the decklist import" : "Import a text decklist...",
                    {ImGui::GetContentRegionAvail().x, 0}))
    import_open_ = !import_open_;
  out.add_last_item(ElementKind::Button, "Import a text decklist");

  if (ImGui::BeginPopup("open-deck")) {
    ImGui::TextDisabled("Your decks (%s)", shown_path(decks_dir).c_str());
    const std::vector<std::string> files = list_deck_files(decks_dir);
    if (files.empty()) ImGui::TextDisabled("  none saved yet");
    auto open = [&](const std::string& path, const std::string& label) {
      if (!ImGui::Selectable(label.c_str())) return;
      DeckLoadResult r = load_deck_file(db, path);
      if (!r.deck) {
        status_ = "Cannot open " + path + ": " + (r.errors.empty() ? "" : r.errors.front());
        status_error_ = true;
        return;
      }
      deck_ = DeckCounts::from_deck(*r.deck);
      changed();
      status_ = "Opened " + path;
      status_error_ = false;
    };
    for (const std::string& f : files) {
      const std::string name = f.substr(f.find_last_of('/') + 1);
      open(f, name);
      out.add_last_item(ElementKind::Button, "open: " + name);
    }
    ImGui::Separator();
    ImGui::TextDisabled("Built-in decks (a copy to change)");
    for (std::size_t i = 0; i < lib.decks.size() && i < lib.deck_files.size(); ++i) {
      if (lib.deck_files[i].rfind(decks_dir, 0) == 0) continue;
      if (ImGui::Selectable(lib.decks[i].name.c_str())) {
        deck_ = DeckCounts::from_deck(lib.decks[i]);
        deck_.name += " (copy)";
        changed();
        status_ = "A copy of " + lib.decks[i].name;
        status_error_ = false;
      }
      out.add_last_item(ElementKind::Button, "open built-in: " + lib.decks[i].name);
    }
    ImGui::EndPopup();
  }
  if (import_open_) draw_import(db, out);
  if (!status_.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(status_error_ ? kErrorText : kGoodText, "%s", status_.c_str());
    ImGui::PopTextWrapPos();
    out.add_last_item(ElementKind::Text, "status: " + status_);
  }
}

void DeckBuilderScreen::draw_import(const CardDb& db, Elements& out) {
  ImGui::TextDisabled("Paste a decklist (docs/decks.md), or read it from a file:");
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.7f);
  ImGui::InputTextWithHint("##path", "path/to/deck.l5d", &import_path_);
  ImGui::SameLine();
  if (ImGui::Button("Read file")) {
    std::ifstream in(import_path_, std::ios::binary);
    if (!in) {
      import_errors_ = {"cannot read " + import_path_};
    } else {
      std::ostringstream ss;
      ss << in.rdbuf();
      import_text_ = ss.str();
      import_errors_.clear();
    }
  }
  out.add_last_item(ElementKind::Button, "Read file");
  ImGui::InputTextMultiline("##decklist", &import_text_,
                            {ImGui::GetContentRegionAvail().x, ImGui::GetTextLineHeight() * 8});
  if (ImGui::Button("Import", {ImGui::GetContentRegionAvail().x, 0})) {
    const DecklistResult r =
        import_decklist(db, import_text_, deck_.name.empty() ? "Imported deck" : deck_.name);
    import_errors_.clear();
    for (const DecklistLine& e : r.errors) import_errors_.push_back(e.to_string("decklist"));
    if (r.deck) {
      deck_ = DeckCounts::from_deck(*r.deck);
      changed();
      status_ = "Imported the decklist";
      status_error_ = false;
    } else if (import_errors_.empty()) {
      import_errors_.push_back("the decklist could not be read");
    }
  }
  out.add_last_item(ElementKind::Button, "Import");
  for (const std::string& e : import_errors_) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kErrorText, "%s", e.c_str());
    ImGui::PopTextWrapPos();
    out.add_last_item(ElementKind::Text, "import problem: " + e);
  }
}

ToolAction DeckBuilderScreen::draw(Library& lib, const std::string& decks_dir, const Fonts& fonts,
                                   Elements& out) {
  ToolAction action = ToolAction::None;
  const ImGuiIO& io = ImGui::GetIO();
  const float sc = fonts.scale();
  if (deck_.name.empty() && revision_ == 0) deck_.name = "New deck";
  refilter(lib.db);
  zoom_ = kNoDef;  // set again by what the mouse is on this frame

  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize(io.DisplaySize);
  ImGui::Begin("deck builder", nullptr, kPanel | ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PushFont(fonts.get(Face::UiBold, 22 * sc));
  ImGui::TextColored(kGoldText, "Deck builder");
  ImGui::PopFont();
  out.add_last_item(ElementKind::Text, "title: Deck builder");
  ImGui::SameLine(ImGui::GetWindowWidth() - 170 * sc);
  if (ImGui::Button("Back to menu", {150 * sc, 0})) action = ToolAction::BackToMenu;
  out.add_last_item(ElementKind::Button, "Back to menu");
  ImGui::Separator();

  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float total = ImGui::GetContentRegionAvail().x;
  const float pool_w = total * 0.44f, zoom_w = total * 0.22f,
              deck_w = total - pool_w - zoom_w - 2 * gap;
  const float h = ImGui::GetContentRegionAvail().y;

  ImGui::BeginChild("pool-side", {pool_w, h}, false);
  draw_filters(lib.db, fonts, out);
  refilter(lib.db);
  draw_pool(lib.db, fonts, out);
  ImGui::EndChild();
  ImGui::SameLine();

  // The deck is drawn before the zoom so that the zoom shows what the mouse
  // is on in either list this frame.
  const ImVec2 zoom_at = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos({zoom_at.x + zoom_w + gap, zoom_at.y});
  ImGui::BeginChild("deck-side", {deck_w, h}, false);
  draw_deck(lib, decks_dir, fonts, out);
  ImGui::EndChild();

  ImGui::SetCursorScreenPos(zoom_at);
  ImGui::BeginChild("zoom-side", {zoom_w, h}, false);
  draw_zoom(lib.db, fonts, out);
  ImGui::EndChild();
  ImGui::End();
  return action;
}

}  // namespace l5r::gfx
