#include "gfx/net_setup_screen.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "gfx/card_style.h"
#include "gfx/lobby_screen.h"

namespace l5r::gfx {

std::vector<std::uint8_t> host_bot_seats(const net::RoomOptions& o, int bots) {
  const int seats = o.kind == net::RoomKind::Duel ? 2 : o.seats;
  std::vector<std::uint8_t> out;
  // Seat 0 is the person's.
  for (int s = seats - 1; s >= 1 && static_cast<int>(out.size()) < bots; --s)
    out.push_back(static_cast<std::uint8_t>(s));
  return out;
}

NetSetupAction NetSetupScreen::draw(bool hosting, Settings& settings, NetConfig& cfg,
                                    const std::string& error, const Fonts& fonts, Elements& out) {
  NetSetupAction action = NetSetupAction::None;
  const ImGuiIO& io = ImGui::GetIO();
  const float sc = fonts.scale();
  ImGui::GetBackgroundDrawList()->AddRectFilledMultiColor({0, 0}, io.DisplaySize, palette::kTable,
                                                          palette::kTable, palette::kTableDark,
                                                          palette::kTableDark);
  const float width = 560 * sc;
  ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Always,
                          {0.5f, 0.5f});
  ImGui::SetNextWindowSize({width, 0});
  ImGui::SetNextWindowBgAlpha(0.94f);
  ImGui::Begin(
      "net-setup", nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PushFont(fonts.get(Face::UiBold, 26 * sc));
  ImGui::TextColored(ImVec4(0.89f, 0.71f, 0.28f, 1), "%s", hosting ? "Host a game" : "Join a game");
  ImGui::PopFont();
  out.add_last_item(ElementKind::Text, hosting ? "form: host" : "form: join");
  ImGui::Separator();
  const float inner = ImGui::GetContentRegionAvail().x;
  ImGui::PushItemWidth(inner - 200 * sc);
  ImGui::InputText("Your name", &settings.name);
  out.add_last_item(ElementKind::Button, "Your name: " + settings.name);
  if (!hosting) {
    ImGui::InputText("Host address", &cfg.address);
    out.add_last_item(ElementKind::Button, "Host address: " + cfg.address);
  }
  int port = cfg.port;
  if (ImGui::InputInt("Port", &port))
    cfg.port = static_cast<std::uint16_t>(std::clamp(port, 0, 65535));
  out.add_last_item(ElementKind::Button, "Port: " + std::to_string(cfg.port));
  if (hosting) {
    net::RoomOptions& o = cfg.room;
    bool siege = o.kind == net::RoomKind::Siege;
    if (ImGui::RadioButton("Siege (co-op)", siege)) o.kind = net::RoomKind::Siege;
    out.add_last_item(ElementKind::Checkbox, "Siege (co-op)");
    ImGui::SameLine();
    if (ImGui::RadioButton("Duel", o.kind == net::RoomKind::Duel)) o.kind = net::RoomKind::Duel;
    out.add_last_item(ElementKind::Checkbox, "Duel");
    ImGui::SameLine();
    // CR20F multiplayer: three to six players, each for himself.
    if (ImGui::RadioButton("Multiplayer", o.kind == net::RoomKind::Multiplayer)) {
      o.kind = net::RoomKind::Multiplayer;
      o.seats = std::max<std::uint8_t>(o.seats, 3);
    }
    out.add_last_item(ElementKind::Checkbox, "Multiplayer");
    siege = o.kind == net::RoomKind::Siege;
    if (siege) {
      int seats = std::max<int>(o.seats, 3);  // back from a duel's two seats
      o.seats = static_cast<std::uint8_t>(seats);
      if (ImGui::SliderInt("Rokugani seats", &seats, 3, static_cast<int>(net::kMaxSeats)))
        o.seats = static_cast<std::uint8_t>(seats);
      out.add_last_item(ElementKind::Button, "Rokugani seats: " + std::to_string(o.seats));
      int commit = static_cast<int>(o.commit);
      const char* policies[] = {commit_policy_name(CommitPolicy::Captain),
                                commit_policy_name(CommitPolicy::AllAgree),
                                commit_policy_name(CommitPolicy::FirstProposal)};
      // The combo lists the policies in the enum's order.
      static_assert(static_cast<int>(CommitPolicy::Captain) == 0);
      if (ImGui::Combo("Team commits", &commit, policies, 3))
        o.commit = static_cast<CommitPolicy>(commit);
      out.add_last_item(ElementKind::Button, std::string("Team commits: ") + policies[commit]);
    } else if (o.kind == net::RoomKind::Multiplayer) {
      int seats = std::max<int>(o.seats, 3);
      if (ImGui::SliderInt("Players", &seats, 3, 6)) o.seats = static_cast<std::uint8_t>(seats);
      o.seats = static_cast<std::uint8_t>(std::clamp(seats, 3, 6));
      out.add_last_item(ElementKind::Button, "Players: " + std::to_string(o.seats));
    } else {
      o.seats = 2;
    }
    const int others = (o.kind == net::RoomKind::Duel ? 2 : o.seats) - 1;
    bots_ = std::clamp(bots_, 0, others);
    ImGui::SliderInt("Bots in the other seats", &bots_, 0, others);
    out.add_last_item(ElementKind::Button, "Bots: " + std::to_string(bots_));
    int level = static_cast<int>(cfg.bot_level);
    const char* levels[] = {"Random", "Heuristic", "Search (looks ahead)"};
    if (ImGui::Combo("Bots' level", &level, levels, 3)) cfg.bot_level = static_cast<BotLevel>(level);
    out.add_last_item(ElementKind::Button, std::string("Bots' level: ") + levels[level]);
    int away = static_cast<int>(o.away);
    const char* aways[] = {"Wait for them", "Pause the game", "A bot stands in"};
    if (ImGui::Combo("When a player drops", &away, aways, 3))
      o.away = static_cast<net::AwayPolicy>(away);
    ImGui::InputText("Room password (optional)", &o.password, ImGuiInputTextFlags_Password);
    out.add_last_item(ElementKind::Button,
                      std::string("Room password: ") + (o.password.empty() ? "none" : "set"));
    if (siege) ImGui::TextDisabled("The scripted Challenge player takes the Challenge seat.");
  } else {
    ImGui::InputText("Room password", &cfg.password, ImGuiInputTextFlags_Password);
    out.add_last_item(ElementKind::Button, "Room password");
    ImGui::Checkbox("Watch as a spectator (public information only)", &cfg.spectator);
    out.add_last_item(ElementKind::Checkbox, "Watch as a spectator");
    ImGui::InputText("Seat token (to rejoin)", &token_);
    out.add_last_item(ElementKind::Button, "Seat token");
  }
  ImGui::PopItemWidth();
  for (const std::string* e : {&error, static_cast<const std::string*>(&token_error_)}) {
    if (e->empty() || (e == &token_error_ && hosting)) continue;
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(ImVec4(1, 0.45f, 0.4f, 1), "%s", e->c_str());
    ImGui::PopTextWrapPos();
    out.add_last_item(ElementKind::Text, "net error: " + *e);
  }
  ImGui::Spacing();
  const float half = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (ImGui::Button(hosting ? "Host" : "Join", {half, 0})) {
    cfg.host = hosting;
    cfg.name = settings.name.empty() ? std::string("Player") : settings.name;
    if (hosting) {
      cfg.room.name = cfg.name + "'s room";
      cfg.bot_seats = host_bot_seats(cfg.room, bots_);
    } else {
      cfg.token = 0;
      token_error_.clear();
      // A seat token is a whole number the lobby showed; anything else is
      // said, not silently dropped (the player would take a new seat).
      if (!token_.empty()) {
        std::size_t used = 0;
        try {
          cfg.token = std::stoull(token_, &used);
        } catch (const std::exception&) {
          used = 0;
        }
        if (used != token_.size() || token_[0] == '-')
          token_error_ = "The seat token must be the number the lobby showed, not \"" + token_ + "\".";
      }
    }
    if (token_error_.empty()) action = NetSetupAction::Go;
  }
  out.add_last_item(ElementKind::Button, hosting ? "Host" : "Join");
  ImGui::SameLine();
  if (ImGui::Button("Back", {half, 0})) action = NetSetupAction::Back;
  out.add_last_item(ElementKind::Button, "Back");
  ImGui::End();
  return action;
}

}  // namespace l5r::gfx
