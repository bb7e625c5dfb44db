#include "gfx/lobby_screen.h"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "gfx/card_style.h"

namespace l5r::gfx {

const char* room_kind_name(net::RoomKind k) {
  switch (k) {
    case net::RoomKind::Duel:
      return "Duel";
    case net::RoomKind::Multiplayer:
      return "Multiplayer";
    case net::RoomKind::Siege:
      return "Siege";
  }
  return "?";
}

const char* commit_policy_name(CommitPolicy p) {
  switch (p) {
    case CommitPolicy::Captain:
      return "Captain decides";
    case CommitPolicy::AllAgree:
      return "All agree";
    case CommitPolicy::FirstProposal:
      return "First proposal wins";
  }
  return "?";
}

namespace {

std::string occupant_text(const net::SeatInfo& s, const net::RoomOptions& o) {
  if (s.occupant == net::Occupant::Empty) return "(empty)";
  std::string t = s.name;
  if (s.occupant == net::Occupant::Bot)
    t += s.challenge && o.challenge_script ? " [script]" : " [bot]";
  else if (!s.connected)
    t += " [away]";
  return t;
}

}  // namespace

LobbyAction LobbyScreen::draw(const Library& lib, NetLink& link, const Fonts& fonts,
                              Elements& out) {
  LobbyAction action = LobbyAction::None;
  const ImGuiIO& io = ImGui::GetIO();
  const float sc = fonts.scale();
  ImGui::GetBackgroundDrawList()->AddRectFilledMultiColor({0, 0}, io.DisplaySize, palette::kTable,
                                                          palette::kTable, palette::kTableDark,
                                                          palette::kTableDark);
  const float width = std::min(1100 * sc, io.DisplaySize.x - 40 * sc);
  const float height = std::min(720 * sc, io.DisplaySize.y - 40 * sc);
  ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Always,
                          {0.5f, 0.5f});
  ImGui::SetNextWindowSize({width, height});
  ImGui::SetNextWindowBgAlpha(0.94f);
  ImGui::Begin(
      "lobby", nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  net::Client& c = link.client();
  const auto& room = c.room();

  ImGui::PushFont(fonts.get(Face::UiBold, 26 * sc));
  const std::string title =
      room ? std::string(room_kind_name(room->options.kind)) + " room " +
                 std::to_string(room->room) +
                 (room->options.name.empty() ? std::string() : ": " + room->options.name)
           : std::string("Network game");
  ImGui::TextColored(ImVec4(0.89f, 0.71f, 0.28f, 1), "%s", title.c_str());
  ImGui::PopFont();
  out.add_last_item(ElementKind::Text, "lobby: " + title);
  const std::string status = link.status();
  ImGui::TextDisabled("%s", status.c_str());
  out.add_last_item(ElementKind::Text, "net: " + status);
  if (link.lost()) {
    ImGui::SameLine();
    if (link.token() && ImGui::Button("Rejoin")) link.rejoin(nullptr);
    out.add_last_item(ElementKind::Button, "Rejoin");
  }
  ImGui::Separator();

  const float left_w = width * 0.58f;
  ImGui::BeginChild("seats", {left_w, 0}, false);
  if (room && c.seat()) {
    const std::uint8_t me = c.seat()->seat;
    const bool owner = link.owner();
    const net::RoomOptions& o = room->options;
    if (o.kind == net::RoomKind::Siege) {
      ImGui::Text("%d Rokugani seats against the Challenge deck (%s).", static_cast<int>(o.seats),
                  o.challenge_deck < lib.challenges.size()
                      ? lib.challenges[o.challenge_deck].name.c_str()
                      : "?");
      ImGui::Text("The team commits: %s.", commit_policy_name(o.commit));
      out.add_last_item(ElementKind::Text,
                        std::string("team commits: ") + commit_policy_name(o.commit));
    }
    if (c.seat()->seat == net::kNoSeat) {
      ImGui::TextDisabled("You are watching as a spectator: you see what every player may see.");
      out.add_last_item(ElementKind::Text, "watching as a spectator");
    } else {
      ImGui::TextDisabled("Your seat token (to rejoin): %llu",
                          static_cast<unsigned long long>(c.seat()->token));
    }
    ImGui::Spacing();
    if (ImGui::BeginTable(
            "seat-table", 5,
            ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
      ImGui::TableSetupColumn("Seat", ImGuiTableColumnFlags_WidthFixed, 90 * sc);
      ImGui::TableSetupColumn("Player");
      ImGui::TableSetupColumn("Deck", ImGuiTableColumnFlags_WidthFixed, 60 * sc);
      ImGui::TableSetupColumn("Ready", ImGuiTableColumnFlags_WidthFixed, 60 * sc);
      ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, 90 * sc);
      ImGui::TableHeadersRow();
      for (std::size_t i = 0; i < room->seats.size(); ++i) {
        const net::SeatInfo& s = room->seats[i];
        ImGui::PushID(static_cast<int>(i));
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        const std::string seat_name =
            s.challenge ? std::string("Challenge") : "Seat " + std::to_string(i + 1);
        if (i == me)
          ImGui::TextColored(ImVec4(1, 0.82f, 0.3f, 1), "%s (you)", seat_name.c_str());
        else
          ImGui::TextUnformatted(seat_name.c_str());
        ImGui::TableNextColumn();
        const std::string who = occupant_text(s, o) + (i == room->owner ? " (owner)" : "");
        ImGui::TextUnformatted(who.c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(s.deck_ok ? "ok" : "-");
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(s.ready ? "ready" : "-");
        ImGui::TableNextColumn();
        out.add(ElementKind::Label,
                "seat " + std::to_string(i + 1) + ": " + who + (s.deck_ok ? ", deck ok" : "") +
                    (s.ready ? ", ready" : ""),
                {ImGui::GetCursorScreenPos().x, ImGui::GetCursorScreenPos().y, 1, 1});
        if (owner && !room->started && s.occupant != net::Occupant::Human) {
          const bool bot = s.occupant == net::Occupant::Bot;
          const char* label = bot ? "Free" : "Bot";
          if (ImGui::SmallButton(label)) c.send(net::SetBot{static_cast<std::uint8_t>(i), !bot});
          out.add_last_item(ElementKind::Button,
                            std::string(label) + " seat " + std::to_string(i + 1));
        }
        ImGui::PopID();
      }
      ImGui::EndTable();
    }
    ImGui::Spacing();
    const bool challenge = me < room->seats.size() && room->seats[me].challenge;
    if (me != net::kNoSeat && !room->started) {
      if (challenge) {
        ImGui::TextDisabled("You play the Challenge deck.");
      } else if (!lib.decks.empty()) {
        int deck = std::max(0, link.deck());
        ImGui::PushItemWidth(left_w * 0.6f);
        if (ImGui::BeginCombo("Your deck", lib.decks[deck].name.c_str())) {
          for (int d = 0; d < static_cast<int>(lib.decks.size()); ++d)
            if (ImGui::Selectable(lib.decks[d].name.c_str(), d == deck)) link.submit_deck(d);
          ImGui::EndCombo();
        }
        ImGui::PopItemWidth();
        out.add_last_item(ElementKind::Button, "Your deck: " + lib.decks[deck].name);
      }
      bool ready = me < room->seats.size() && room->seats[me].ready;
      if (ImGui::Checkbox("Ready", &ready)) c.send(net::SetReady{ready});
      out.add_last_item(ElementKind::Checkbox, std::string("Ready") + (ready ? " (on)" : ""));
      if (owner) {
        const bool all = std::all_of(room->seats.begin(), room->seats.end(), [](const auto& s) {
          return s.occupant != net::Occupant::Empty && s.deck_ok && s.ready;
        });
        ImGui::SameLine();
        ImGui::BeginDisabled(!all);
        if (ImGui::Button("Start the game", {200 * sc, 0})) c.send(net::StartGame{});
        ImGui::EndDisabled();
        out.add_last_item(ElementKind::Button, "Start the game", all ? "" : "disabled");
        if (!all) ImGui::TextDisabled("Every seat needs a player or a bot, a deck, and Ready.");
      } else {
        ImGui::TextDisabled("The room's owner starts the game when every seat is ready.");
      }
    }
    if (room->started) ImGui::TextDisabled("The game has started; waiting for the table...");
    if (!c.errors().empty()) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextColored(ImVec4(1, 0.45f, 0.4f, 1), "Host: %s", c.errors().back().reason.c_str());
      ImGui::PopTextWrapPos();
      out.add_last_item(ElementKind::Text, "net error: " + c.errors().back().reason);
    }
  } else {
    ImGui::TextUnformatted("Waiting for the host...");
  }
  ImGui::Spacing();
  if (ImGui::Button("Leave", {120 * sc, 0})) action = LobbyAction::Leave;
  out.add_last_item(ElementKind::Button, "Leave");
  ImGui::EndChild();

  ImGui::SameLine();
  ImGui::BeginChild("chat", {0, 0}, false);
  const bool team = room && c.seat() && room->options.kind == net::RoomKind::Siege &&
                    c.seat()->seat < room->seats.size() && !room->seats[c.seat()->seat].challenge;
  chat_.draw(c, team, fonts, out, 0);
  ImGui::EndChild();
  ImGui::End();
  return action;
}

}  // namespace l5r::gfx
