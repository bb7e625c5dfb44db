#include "gfx/question_panel.h"

#include <imgui.h>

#include <algorithm>

#include "gfx/card_style.h"

namespace l5r::gfx {

namespace {

// A full-width button whose text wraps, so long option sentences stay readable.
bool wrapped_button(const char* id, const std::string& text, float width, bool lit, bool* hovered) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float inner = width - 2 * st.FramePadding.x;
  const ImVec2 ts = ImGui::CalcTextSize(text.c_str(), nullptr, false, inner);
  const ImVec2 size{width, ts.y + 2 * st.FramePadding.y};
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  const bool clicked = ImGui::InvisibleButton(id, size);
  const bool hov = ImGui::IsItemHovered();
  *hovered = hov;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 bg = ImGui::GetColorU32(ImGui::IsItemActive() ? ImGuiCol_ButtonActive
                                      : hov                 ? ImGuiCol_ButtonHovered
                                                            : ImGuiCol_Button);
  dl->AddRectFilled(pos, {pos.x + size.x, pos.y + size.y}, bg, st.FrameRounding);
  if (lit)
    dl->AddRect(pos, {pos.x + size.x, pos.y + size.y}, with_alpha(palette::kHighlight, 0.8f),
                st.FrameRounding, 0, 1.5f);
  dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(),
              {pos.x + st.FramePadding.x, pos.y + st.FramePadding.y},
              ImGui::GetColorU32(ImGuiCol_Text), text.c_str(), nullptr, inner);
  return clicked;
}

std::string name_of(const GameState& st, PlayerId p) {
  return p < st.players.size() ? st.players[p].name : std::string("?");
}

// Who takes an option, when the team chose among its members (Option::player).
std::string for_member(const GameState& st, const Option& o) {
  return o.player == kNoPlayer ? std::string() : " (for " + name_of(st, o.player) + ")";
}

// Options in the engine's order, except that a team's options come grouped
// by the member who would take them, the options for no one (Pass) first.
std::vector<int> option_order(const Question& q) {
  std::vector<int> order(q.options.size());
  for (int i = 0; i < static_cast<int>(order.size()); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    const PlayerId pa = q.options[a].player, pb = q.options[b].player;
    return (pa == kNoPlayer ? -1 : pa) < (pb == kNoPlayer ? -1 : pb);
  });
  return order;
}

}  // namespace

NamedCards QuestionPanel::named_cards(const PlaySession& s) const {
  NamedCards named;
  if (!s.humans_question()) return named;
  const Question& q = *s.pending();
  for (int i = 0; i < static_cast<int>(q.options.size()); ++i) {
    const Option& o = q.options[i];
    if (o.card != kNoCard) named[o.card].push_back(i);
    if (o.target != kNoCard && o.target != o.card) named[o.target].push_back(i);
  }
  return named;
}

std::set<CardId> QuestionPanel::chosen_cards(const PlaySession& s) const {
  std::set<CardId> out;
  if (!s.humans_question() || s.pending()->id != question_) return out;
  const Question& q = *s.pending();
  for (std::size_t i = 0; i < chosen_.size() && i < q.options.size(); ++i)
    if (chosen_[i] && q.options[i].card != kNoCard) out.insert(q.options[i].card);
  return out;
}

void QuestionPanel::sync(const PlaySession& s) {
  const auto& q = s.pending();
  const std::uint32_t id = q ? q->id : 0;
  if (id == question_) return;
  question_ = id;
  chosen_.assign(q ? q->options.size() : 0, 0);
  refusal_.clear();
  popup_card_ = kNoCard;
}

void QuestionPanel::submit(PlaySession& s, std::vector<int> picked) {
  const Question& q = *s.pending();
  Answer a;
  a.question = q.id;
  a.picked = std::move(picked);
  const Outcome o = s.answer(a);
  if (!o.accepted) refusal_ = o.reason;
  hot_.clear();
}

void QuestionPanel::pick(PlaySession& s, int option) {
  const Question& q = *s.pending();
  if (q.kind == QuestionKind::ChooseSome) {
    chosen_[option] = !chosen_[option];
    return;
  }
  submit(s, {option});
}

void QuestionPanel::card_clicked(PlaySession& s, CardId c) {
  sync(s);
  const NamedCards named = named_cards(s);
  const auto it = named.find(c);
  if (it == named.end()) return;
  if (it->second.size() == 1) {
    pick(s, it->second.front());
    return;
  }
  popup_card_ = c;
  open_popup_ = true;
}

void QuestionPanel::draw_card_popup(PlaySession& s, Elements& out) {
  if (open_popup_) {
    ImGui::OpenPopup("card-options");
    open_popup_ = false;
  }
  if (!ImGui::BeginPopup("card-options")) return;
  sync(s);
  const NamedCards named = named_cards(s);
  const auto it = named.find(popup_card_);
  if (it == named.end()) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  const Question q = *s.pending();
  ImGui::TextDisabled("Choose:");
  for (int i : it->second) {
    Option plain = q.options[i];
    plain.player = kNoPlayer;
    const std::string text = s.describe(plain) + for_member(s.state(), q.options[i]);
    ImGui::PushID(i);
    bool selected = q.kind == QuestionKind::ChooseSome && chosen_[i];
    if (ImGui::Selectable(text.c_str(), selected)) {
      pick(s, i);
      ImGui::CloseCurrentPopup();
    }
    out.add_last_item(ElementKind::Button, text, "popup");
    ImGui::PopID();
  }
  ImGui::EndPopup();
}

void QuestionPanel::draw(PlaySession& s, const View& view, const Fonts& fonts, Elements& out,
                         bool& skip) {
  sync(s);
  const float sc = fonts.scale();
  // Only what the human may know: another seat's question shows its prompt,
  // never its options.
  const GameState& st = view.state;
  hot_.clear();
  ImGui::PushFont(fonts.get(Face::UiBold, 18 * sc));
  if (s.over()) {
    const Result& r = st.result;
    std::string text = "Game over";
    if (r.winner != kNoPlayer && r.winner < st.players.size())
      text +=
          ": " + st.players[r.winner].name + " wins (" + std::string(to_string(r.victory)) + ")";
    ImGui::TextColored(ImVec4(1, 0.8f, 0.3f, 1), "%s", text.c_str());
    ImGui::PopFont();
    out.add_last_item(ElementKind::Text, "question: none, " + text);
    return;
  }
  const auto& pending = st.pending;
  if (!pending) {
    ImGui::TextUnformatted("Nothing to answer");
    ImGui::PopFont();
    out.add_last_item(ElementKind::Text, "question: none");
    return;
  }
  const Question q = *pending;  // a copy: answering replaces the pending question
  const std::string who = name_of(st, q.who);
  if (s.humans_question())
    ImGui::TextColored(ImVec4(1, 0.82f, 0.3f, 1), "%s",
                       q.team ? "The team's decision" : "Your decision");
  else if (q.team)
    ImGui::TextColored(ImVec4(0.6f, 0.8f, 1, 1), "The Rokugani (%s) are deciding", who.c_str());
  else
    ImGui::TextColored(ImVec4(0.6f, 0.8f, 1, 1), "%s is deciding", who.c_str());
  ImGui::PopFont();
  out.add_last_item(ElementKind::Text, "question for: " + who + (q.team ? " (team)" : ""));
  if (q.team && s.humans_question()) {
    // Siege rule 7: the team decides together; solo, the person speaks for it.
    if (s.remote())  // over the network a team's answer is a proposal the room commits
      ImGui::TextDisabled("Asked of %s; your answer is proposed to the team.", who.c_str());
    else
      ImGui::TextDisabled("Asked of %s; you answer for the Rokugani team.", who.c_str());
    out.add_last_item(ElementKind::Text, "team question asked of " + who);
  }

  ImGui::PushFont(fonts.get(Face::Ui, 16 * sc));
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(q.prompt.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  out.add_last_item(ElementKind::Text, "question: " + q.prompt);

  if (!s.humans_question()) {
    ImGui::Spacing();
    if (s.remote()) {
      // A network game: the answer comes from the host when it is given.
      ImGui::TextDisabled("Waiting for the answer over the network.");
      out.add_last_item(ElementKind::Text, "waiting for the network");
      return;
    }
    ImGui::TextDisabled("The bot answers in a moment.");
    if (ImGui::Button("Skip the bot's moves (Space)")) skip = true;
    out.add_last_item(ElementKind::Button, "Skip the bot's moves");
    return;
  }

  if (q.kind == QuestionKind::ChooseSome) {
    const int count = static_cast<int>(std::count(chosen_.begin(), chosen_.end(), 1));
    ImGui::TextDisabled("Choose %d to %d (%d chosen)", q.min, q.max, count);
  }
  ImGui::Spacing();
  // Options in a scrolling region, leaving room for Confirm and a refusal.
  const float reserve =
      (q.kind == QuestionKind::ChooseSome ? ImGui::GetFrameHeightWithSpacing() : 0) +
      (refusal_.empty() ? 0 : ImGui::GetTextLineHeightWithSpacing() * 2);
  ImGui::BeginChild("options", {0, -reserve}, false);
  const float width = ImGui::GetContentRegionAvail().x;
  PlayerId group = kNoPlayer;
  for (int i : option_order(q)) {
    const Option& o = q.options[i];
    if (o.player != group) {
      // Siege rule 7: each action is taken by one member; group by member.
      group = o.player;
      ImGui::Spacing();
      ImGui::PushFont(fonts.get(Face::UiBold, 15 * sc));
      ImGui::TextColored(ImVec4(0.89f, 0.71f, 0.28f, 1),
                         "%s takes it:", name_of(st, group).c_str());
      ImGui::PopFont();
      out.add_last_item(ElementKind::Text, "member: " + name_of(st, group));
      ImGui::Separator();
    }
    // Under its member's heading an option needs no member's name.
    Option plain = o;
    plain.player = kNoPlayer;
    const std::string text = s.describe(plain);
    const bool names_card = o.card != kNoCard || o.target != kNoCard;
    ImGui::PushID(i);
    bool hovered = false;
    if (q.kind == QuestionKind::ChooseSome) {
      bool on = chosen_[i] != 0;
      if (ImGui::Checkbox(text.c_str(), &on)) chosen_[i] = on;
      hovered = ImGui::IsItemHovered();
      out.add_last_item(ElementKind::Checkbox, text + for_member(st, o), "option");
    } else {
      if (wrapped_button("##option", text, width, names_card, &hovered)) pick(s, i);
      out.add_last_item(ElementKind::Button, text + for_member(st, o), "option");
    }
    if (hovered) {
      if (o.card != kNoCard) hot_.insert(o.card);
      if (o.target != kNoCard) hot_.insert(o.target);
    }
    ImGui::PopID();
    if (question_ != (s.pending() ? s.pending()->id : 0)) break;  // answered
  }
  ImGui::EndChild();
  if (question_ == q.id && q.kind == QuestionKind::ChooseSome && s.pending() &&
      s.pending()->id == q.id) {
    std::vector<int> picked;
    for (int i = 0; i < static_cast<int>(chosen_.size()); ++i)
      if (chosen_[i]) picked.push_back(i);
    const int n = static_cast<int>(picked.size());
    ImGui::BeginDisabled(n < q.min || n > q.max);
    if (ImGui::Button("Confirm", {width, 0})) submit(s, picked);
    ImGui::EndDisabled();
    out.add_last_item(ElementKind::Button, "Confirm");
  }
  if (!refusal_.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(ImVec4(1, 0.45f, 0.4f, 1), "Refused: %s", refusal_.c_str());
    ImGui::PopTextWrapPos();
  }
}

}  // namespace l5r::gfx
