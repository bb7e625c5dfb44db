#include "gfx/app.h"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>

#include <cfloat>
#include <filesystem>
#include <iostream>
#include <memory>

#include "game/cards/import_db.h"
#include "game/cards/library.h"
#include "gfx/board_session.h"
#include "gfx/frame_times.h"
#include "gfx/deck_builder_screen.h"
#include "gfx/deck_store.h"
#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "gfx/lobby_screen.h"
#include "gfx/local_save.h"
#include "gfx/menu_screen.h"
#include "gfx/net_link.h"
#include "gfx/net_session.h"
#include "gfx/net_setup_screen.h"
#include "gfx/replay_screen.h"
#include "gfx/screenshot.h"
#include "gfx/session.h"
#include "gfx/settings.h"
#include "gfx/settings_file.h"
#include "gfx/settings_screen.h"
#include "gfx/siege_session.h"
#include "gfx/table_screen.h"
#include "gfx/user_dirs.h"

namespace l5r::gfx {

namespace {

// A frame with fewer colors than this is blank, whatever else it holds.
constexpr int kMinColors = 32;

void apply_style(float scale) {
  ImGuiStyle style;
  ImGui::StyleColorsDark(&style);
  style.WindowRounding = 6;
  style.FrameRounding = 5;
  style.GrabRounding = 5;
  style.PopupRounding = 6;
  style.WindowPadding = {12, 10};
  style.FramePadding = {8, 5};
  style.ItemSpacing = {8, 6};
  ImVec4* c = style.Colors;
  c[ImGuiCol_Text] = {0.93f, 0.91f, 0.86f, 1};
  c[ImGuiCol_TextDisabled] = {0.58f, 0.6f, 0.57f, 1};
  c[ImGuiCol_WindowBg] = {0.09f, 0.12f, 0.11f, 0.97f};
  c[ImGuiCol_PopupBg] = {0.1f, 0.12f, 0.12f, 0.98f};
  c[ImGuiCol_Border] = {0.89f, 0.71f, 0.28f, 0.25f};
  c[ImGuiCol_FrameBg] = {0.16f, 0.2f, 0.19f, 1};
  c[ImGuiCol_FrameBgHovered] = {0.22f, 0.28f, 0.26f, 1};
  c[ImGuiCol_FrameBgActive] = {0.28f, 0.35f, 0.32f, 1};
  c[ImGuiCol_Button] = {0.2f, 0.26f, 0.24f, 1};
  c[ImGuiCol_ButtonHovered] = {0.33f, 0.42f, 0.37f, 1};
  c[ImGuiCol_ButtonActive] = {0.45f, 0.55f, 0.47f, 1};
  c[ImGuiCol_Header] = {0.24f, 0.3f, 0.27f, 1};
  c[ImGuiCol_HeaderHovered] = {0.33f, 0.42f, 0.37f, 1};
  c[ImGuiCol_HeaderActive] = {0.45f, 0.55f, 0.47f, 1};
  c[ImGuiCol_CheckMark] = {0.95f, 0.76f, 0.3f, 1};
  c[ImGuiCol_SliderGrab] = {0.89f, 0.71f, 0.28f, 1};
  c[ImGuiCol_SliderGrabActive] = {0.95f, 0.8f, 0.4f, 1};
  c[ImGuiCol_Separator] = {0.89f, 0.71f, 0.28f, 0.3f};
  c[ImGuiCol_ScrollbarBg] = {0, 0, 0, 0.2f};
  style.ScaleAllSizes(scale);
  ImGui::GetStyle() = style;
}

struct Sdl {
  SDL_Window* window = nullptr;
  SDL_Renderer* renderer = nullptr;
  ~Sdl() {
    if (renderer) SDL_DestroyRenderer(renderer);
    if (window) SDL_DestroyWindow(window);
    SDL_Quit();
  }
};

enum class Screen { Menu, Table, NetSetup, Lobby, DeckBuilder, Replays, Settings };

class App {
 public:
  explicit App(const ClientOptions& o) : opt_(o) {}
  int run();

 private:
  bool start_duel();
  bool start_siege();
  bool start(std::unique_ptr<PlaySession> session);
  void apply_fullscreen();
  // Network play (gfx/net_link.h): the Host/Join form, then the lobby, then
  // the table once the game starts.
  bool start_net(const NetConfig& cfg);
  void end_net();
  void frame_net();
  bool net_goal_reached() const;  // scripted network runs: ready to count frames
  void frame(double dt);
  void rebuild_fonts();
  // Issue 8: the deck builder, replays, settings kept in settings.json.
  void load_cards();
  bool tool_frame();  // draws a tool screen; false when the screen is not one
  void save_settings_if_changed();
  void autosave();
  void start_autosave(const std::string& kind, std::vector<bool> bots, int challenge);

  ClientOptions opt_;
  Library lib_;
  Sdl sdl_;
  Fonts fonts_;
  Settings settings_;
  DuelConfig duel_;
  SiegeConfig siege_;
  bool last_was_siege_ = true;  // what "Rematch" starts again
  bool fullscreen_ = false;     // as the window is now
  Screen screen_ = Screen::Menu;
  MenuScreen menu_;
  NetSetupScreen net_setup_;
  bool net_form_hosting_ = true;
  NetConfig net_cfg_;
  std::string net_error_;
  std::unique_ptr<NetLink> net_;  // before session_: a NetSession refers to it
  LobbyScreen lobby_;
  NetSession* net_session_ = nullptr;  // session_, when it is the network game
  bool net_announced_ = false;         // the seat (and the hosted port) was printed
  bool ping_sent_ = false;             // --ping
  bool dropped_ = false;               // --drop
  std::unique_ptr<PlaySession> session_;
  std::unique_ptr<TableScreen> table_;
  Elements elements_;
  bool quit_ = false;
  bool scripted_ = false;
  DeckBuilderScreen deck_builder_;
  ReplayScreen replays_;
  SettingsScreen settings_screen_;
  SettingsInfo settings_info_;
  Settings saved_settings_;  // as settings.json holds them
  bool autosave_ = true;
  std::string save_path_;  // the game in progress is autosaved there
  std::size_t saved_inputs_ = 0;
  std::vector<bool> save_bots_;
  int save_challenge_ = 0;
};

bool App::start(std::unique_ptr<PlaySession> session) {
  if (!session->error().empty()) {
    std::cerr << "rokugan: cannot start the game: " << session->error() << '\n';
    return false;
  }
  if (session_ && session_->remote() && !session->remote()) end_net();
  session_ = std::move(session);
  table_ = std::make_unique<TableScreen>();
  screen_ = Screen::Table;
  return true;
}

bool App::start_duel() {
  duel_.human_name = settings_.name;
  last_was_siege_ = false;
  if (!start(std::make_unique<Session>(lib_, duel_))) return false;
  std::vector<bool> bots(static_cast<std::size_t>(std::clamp(duel_.opponents, 1, 5)) + 1, true);
  bots[0] = false;
  start_autosave(duel_.opponents > 1 ? "multiplayer" : "duel", bots, 0);
  return true;
}

bool App::start_siege() {
  siege_.human_name = settings_.name;
  last_was_siege_ = true;
  if (!start(std::make_unique<SiegeSession>(lib_, siege_))) return false;
  start_autosave("siege", std::vector<bool>(siege_.bots.begin(), siege_.bots.end()),
                 siege_.challenge);
  save_bots_.push_back(true);  // the Challenge seat
  return true;
}

void App::start_autosave(const std::string& kind, std::vector<bool> bots, int challenge) {
  save_path_ = autosave_ ? new_save_path(saves_dir(), kind) : std::string();
  saved_inputs_ = 0;
  save_bots_ = std::move(bots);
  save_challenge_ = challenge;
}

// Local games are saved after every answer (net/save_file.h's format), so
// the Replays screen can open them and a crash loses nothing.
void App::autosave() {
  if (save_path_.empty() || !session_ || !session_->local_game()) return;
  const Game& g = *session_->local_game();
  if (g.history().size() == saved_inputs_) return;
  saved_inputs_ = g.history().size();
  std::error_code ec;
  std::filesystem::create_directories(saves_dir(), ec);
  std::string why;
  if (!net::write_save(save_path_, local_save(g, lib_.db, save_bots_, save_challenge_), &why)) {
    std::cerr << "rokugan: autosave failed: " << why << '\n';
    save_path_.clear();  // said once
  }
}

void App::save_settings_if_changed() {
  if (settings_ == saved_settings_ || ImGui::IsAnyItemActive()) return;
  saved_settings_ = settings_;
  settings_info_.save_error.clear();
  if (!save_settings(settings_info_.path, settings_, &settings_info_.save_error))
    std::cerr << "rokugan: settings not saved: " << settings_info_.save_error << '\n';
  else
    settings_info_.problem.clear();  // the file holds good settings now
}

// The card pool: the built-in cards, or the imported database the settings
// (or --carddb) name; the person's saved decks are offered with the built-in ones.
void App::load_cards() {
  settings_info_.carddb_error.clear();
  if (settings_.carddb.empty()) {
    lib_ = load_library(opt_.assets);
    settings_info_.card_source = "the built-in cards";
  } else {
    ImportedDb imported = import_card_database(settings_.carddb);
    if (imported.db.size() == 0) {
      settings_info_.carddb_error =
          "No cards could be imported from " + settings_.carddb +
          (imported.problems.empty() ? std::string()
                                     : ": " + imported.problems.front().to_string()) +
          "; the built-in cards are used.";
      std::cerr << "rokugan: " << settings_info_.carddb_error << '\n';
      lib_ = load_library(opt_.assets);
      settings_info_.card_source = "the built-in cards";
    } else {
      lib_ = library_with_cards(std::move(imported.db), opt_.assets);
      settings_info_.card_source = settings_.carddb;
    }
  }
  add_user_decks(lib_, decks_dir());
  for (std::size_t i = 0; i < lib_.errors.size() && i < 5; ++i)
    std::cerr << "rokugan: " << lib_.errors[i] << '\n';
  if (lib_.errors.size() > 5)
    std::cerr << "rokugan: ... and " << lib_.errors.size() - 5 << " more problems\n";
  settings_info_.cards = static_cast<int>(lib_.db.size());
}

bool App::tool_frame() {
  ToolAction a = ToolAction::None;
  switch (screen_) {
    case Screen::DeckBuilder:
      a = deck_builder_.draw(lib_, decks_dir(), fonts_, elements_);
      break;
    case Screen::Replays:
      a = replays_.draw(lib_, saves_dir(), fonts_, elements_);
      break;
    case Screen::Settings:
      a = settings_screen_.draw(settings_, settings_info_, fonts_, elements_);
      break;
    default:
      return false;
  }
  if (a == ToolAction::BackToMenu) screen_ = Screen::Menu;
  if (a == ToolAction::LoadCardDb) {
    // Sessions and screens hold the old pool's cards: they end with it.
    session_.reset();
    table_.reset();
    replays_ = ReplayScreen{};
    deck_builder_ = DeckBuilderScreen{};
    save_path_.clear();
    load_cards();
  }
  return true;
}

void App::apply_fullscreen() {
  if (settings_.fullscreen == fullscreen_) return;
  fullscreen_ = settings_.fullscreen;
  SDL_SetWindowFullscreen(sdl_.window, fullscreen_ ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

void App::rebuild_fonts() {
  ImGui_ImplSDLRenderer_DestroyFontsTexture();
  fonts_.build(*ImGui::GetIO().Fonts, settings_.ui_scale, opt_.assets);
  apply_style(settings_.ui_scale);
}

bool App::start_net(const NetConfig& cfg) {
  end_net();
  net_error_.clear();
  net_ = NetLink::start(lib_, cfg, &net_error_);
  if (!net_) {
    std::cerr << "rokugan: " << net_error_ << '\n';
    return false;
  }
  net_announced_ = false;
  screen_ = Screen::Lobby;
  return true;
}

void App::end_net() {
  if (net_session_) {
    session_.reset();
    table_.reset();
    net_session_ = nullptr;
  }
  if (net_) {
    net_->send(net::LeaveRoom{});
    net_->client().disconnect();
    for (int i = 0; i < 5; ++i) net_->poll();
  }
  net_.reset();
  lobby_ = LobbyScreen{};
}

void App::frame_net() {
  if (!net_) return;
  net_->poll();
  if (!net_announced_ && net_->seated()) {
    // For scripts: the port once the room exists (a bot may join it now),
    // and the seat's token (to rejoin).
    net_announced_ = true;
    if (net_->hosting()) std::cout << "hosting on port " << net_->port() << '\n';
    const auto& seat = *net_->client().seat();
    std::cout << "seat " << int{seat.seat} << " in room " << seat.room << ", token " << seat.token
              << std::endl;
  }
  if (net_session_) net_session_->sync();
  if (net_session_ && net_session_->leave_requested()) {
    end_net();
    screen_ = Screen::Menu;
    return;
  }
  // The game started: to the table.
  if (!net_session_ && net_->in_game()) {
    auto s = std::make_unique<NetSession>(lib_, *net_, opt_.net_answers, opt_.seed);
    NetSession* raw = s.get();
    if (start(std::move(s))) net_session_ = raw;
  }
}

bool App::net_goal_reached() const {
  if (!net_) return true;
  const net::Client& c = net_->client();
  // After --drop: free to click Rejoin while the connection is lost; once
  // it is made again, there when the seat and its view are back.
  if (dropped_) return net_->lost() || (net_->seated() && c.view().has_value());
  if (!opt_.ping.empty() && (!ping_sent_ || !net_session_ || net_session_->pinged().empty()))
    return false;  // the ping comes back from the host to the whole team
  // A spectator: at the table, with the host's view of the running game.
  if (opt_.spectate) return net_session_ && screen_ == Screen::Table && c.view().has_value();
  if (opt_.net_answers > 0 || opt_.ready)
    return net_session_ && (net_session_->settled() || net_session_->over()) &&
           !net_session_->manual_waiting() && screen_ == Screen::Table;
  if (!net_->seated() || !c.room()) return false;
  if (!opt_.chat.empty() && c.chat_received() == 0) return false;
  for (std::uint8_t s : net_cfg_.bot_seats)
    if (s >= c.room()->seats.size() || c.room()->seats[s].occupant != net::Occupant::Bot)
      return false;
  return true;
}

void App::frame(double dt) {
  elements_.clear();
  frame_net();
  if (screen_ == Screen::NetSetup) {
    switch (
        net_setup_.draw(net_form_hosting_, settings_, net_cfg_, net_error_, fonts_, elements_)) {
      case NetSetupAction::Go:
        start_net(net_cfg_);
        break;
      case NetSetupAction::Back:
        screen_ = Screen::Menu;
        break;
      case NetSetupAction::None:
        break;
    }
    return;
  }
  if (screen_ == Screen::Lobby) {
    if (!net_) {
      screen_ = Screen::Menu;
      return;
    }
    if (lobby_.draw(lib_, *net_, fonts_, elements_) == LobbyAction::Leave) {
      end_net();
      screen_ = Screen::Menu;
    }
    return;
  }
  if (tool_frame()) return;
  if (screen_ == Screen::Menu) {
    const MenuAction picked = menu_.draw(lib_, settings_, duel_, siege_,
                                         session_ && !session_->over(), fonts_, elements_);
    if (picked == MenuAction::HostGame || picked == MenuAction::JoinGame)
      net_form_hosting_ = picked == MenuAction::HostGame;
    switch (picked) {
      case MenuAction::StartSiege:
        start_siege();
        break;
      case MenuAction::StartDuel:
        start_duel();
        break;
      case MenuAction::Resume:
        screen_ = Screen::Table;
        break;
      case MenuAction::Quit:
        quit_ = true;
        break;
      case MenuAction::HostGame:
      case MenuAction::JoinGame:
        // A network game still open: back to its lobby or table.
        if (net_ && !net_->lost() && !(net_session_ && net_session_->over())) {
          screen_ = net_session_ ? Screen::Table : Screen::Lobby;
        } else {
          end_net();
          screen_ = Screen::NetSetup;
        }
        break;
      case MenuAction::DeckBuilder:
        screen_ = Screen::DeckBuilder;
        break;
      case MenuAction::Replays:
        screen_ = Screen::Replays;
        break;
      case MenuAction::Settings:
        screen_ = Screen::Settings;
        break;
      case MenuAction::None:
        break;
    }
    if (!settings_info_.problem.empty() && settings_ == saved_settings_ &&
        draw_settings_banner(settings_info_.problem, fonts_, elements_))
      screen_ = Screen::Settings;
    return;
  }
  Settings at_table = settings_;
  if (scripted_) at_table.bot_delay = 0;  // scripted runs do not wait for the bot
  switch (table_->draw(*session_, at_table, fonts_, dt, elements_)) {
    case TableAction::BackToMenu:
      screen_ = Screen::Menu;
      break;
    case TableAction::Rematch:
      if (session_->remote()) {
        screen_ = Screen::Menu;
      } else if (last_was_siege_) {
        ++siege_.seed;
        start_siege();
      } else {
        ++duel_.seed;
        start_duel();
      }
      break;
    case TableAction::None:
      break;
  }
}

int App::run() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::cerr << "rokugan: SDL_Init failed: " << SDL_GetError() << '\n';
    return 2;
  }
  sdl_.window = SDL_CreateWindow("Rokugan \xE2\x80\x94 Legend of the Five Rings",
                                 SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, opt_.width,
                                 opt_.height, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!sdl_.window) {
    std::cerr << "rokugan: cannot open a window: " << SDL_GetError() << '\n';
    return 2;
  }
  const bool scripted = opt_.frames > 0;
  if (!opt_.software) {
    Uint32 flags = SDL_RENDERER_ACCELERATED;
    if (!scripted) flags |= SDL_RENDERER_PRESENTVSYNC;
    sdl_.renderer = SDL_CreateRenderer(sdl_.window, -1, flags);
  }
  if (!sdl_.renderer) sdl_.renderer = SDL_CreateRenderer(sdl_.window, -1, SDL_RENDERER_SOFTWARE);
  if (!sdl_.renderer) {
    std::cerr << "rokugan: cannot create a renderer: " << SDL_GetError() << '\n';
    return 2;
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // the layout is the program's, not a file's
  ImGui_ImplSDL2_InitForSDLRenderer(sdl_.window);
  ImGui_ImplSDLRenderer_Init(sdl_.renderer);
  // Saved settings first; what the command line says wins.
  scripted_ = scripted;
  autosave_ = !scripted || opt_.autosave;
  settings_info_.path = settings_path();
  {
    const SettingsLoad loaded = load_settings(settings_info_.path);
    settings_ = loaded.settings;
    settings_info_.problem = loaded.problem;
    if (settings_info_.problem.rfind(settings_info_.path, 0) == 0)  // the home folder as ~
      settings_info_.problem = shown_path(settings_info_.path) +
                               settings_info_.problem.substr(settings_info_.path.size());
    if (!loaded.problem.empty()) std::cerr << "rokugan: " << loaded.problem << '\n';
  }
  if (opt_.scale_given) settings_.ui_scale = opt_.scale;
  if (opt_.fullscreen) settings_.fullscreen = true;
  if (!opt_.carddb.empty()) settings_.carddb = opt_.carddb;
  // What was read is what is saved: a bad file stays as it is until the
  // person changes a setting (or the command line does not count as one).
  saved_settings_ = settings_;
  load_cards();
  fonts_.build(*io.Fonts, settings_.ui_scale, opt_.assets);
  apply_style(settings_.ui_scale);

  const int decks = static_cast<int>(lib_.decks.size());
  duel_.seed = opt_.seed;
  duel_.human_deck = opt_.deck;
  duel_.bot_deck = opt_.bot_deck >= 0 ? opt_.bot_deck : (decks > 0 ? (opt_.deck + 1) % decks : 0);
  duel_.opponents = opt_.opponents;
  siege_.seed = opt_.seed;
  for (int m = 0; m < kSiegeTeamSize; ++m) {
    if (m < static_cast<int>(opt_.team_decks.size()))
      siege_.decks[m] = opt_.team_decks[m];
    else
      siege_.decks[m] = decks > 0 ? m % decks : 0;
  }
  for (int seat : opt_.team_bots)
    if (seat >= 1 && seat <= kSiegeTeamSize) siege_.bots[seat - 1] = true;
  apply_fullscreen();
  int exit_code = 0;
  if (!opt_.replay.empty()) {
    screen_ = Screen::Replays;
    if (!replays_.open(lib_, opt_.replay)) {
      std::cerr << "rokugan: " << replays_.error() << '\n';
      exit_code = 1;
    }
  } else if (!opt_.board.empty()) {
    auto board = std::make_unique<BoardSession>(lib_.db, opt_.board);
    if (board->error().empty())
      std::cout << "board " << opt_.board << ": " << board->state().players.size() << " players, "
                << board->cards_in_play() << " cards in play" << std::endl;
    if (!start(std::move(board))) exit_code = 1;
  } else if (opt_.screen == StartScreen::Decks) {
    screen_ = Screen::DeckBuilder;
  } else if (opt_.screen == StartScreen::Replays) {
    screen_ = Screen::Replays;
  } else if (opt_.screen == StartScreen::Settings) {
    screen_ = Screen::Settings;
  } else if (opt_.screen != StartScreen::Menu) {
    if (!(opt_.screen == StartScreen::Siege ? start_siege() : start_duel())) exit_code = 1;
    if (session_) {
      if (opt_.auto_answers > 0) {
        const int n = session_->auto_answer(opt_.auto_answers);
        if (n < opt_.auto_answers)
          std::cerr << "rokugan: only " << n << " of " << opt_.auto_answers
                    << " answers were given (the game " << (session_->over() ? "ended" : "stopped")
                    << ")\n";
      }
      if (opt_.until_battle && !session_->auto_until_battle(20000))
        std::cerr << "rokugan: no battle with both armies came in this game; try another --seed\n";
      session_->skip_bot();
    }
  }
  net_cfg_.port = static_cast<std::uint16_t>(opt_.form_port);
  if (opt_.host_port >= 0 || !opt_.join.empty()) {
    // Network play from the command line: straight to the lobby.
    net_cfg_.host = opt_.host_port >= 0;
    // --name is for this run; the saved settings keep the person's name.
    net_cfg_.name = opt_.name.empty() ? settings_.name : opt_.name;
    if (net_cfg_.host) {
      net_cfg_.port = static_cast<std::uint16_t>(opt_.host_port);
      net::RoomOptions& r = net_cfg_.room;
      r.kind = opt_.room == "duel"          ? net::RoomKind::Duel
               : opt_.room == "multiplayer" ? net::RoomKind::Multiplayer
                                            : net::RoomKind::Siege;
      r.seats = static_cast<std::uint8_t>(r.kind == net::RoomKind::Duel ? 2 : opt_.seats);
      r.commit = opt_.commit == "all_agree"        ? CommitPolicy::AllAgree
                 : opt_.commit == "first_proposal" ? CommitPolicy::FirstProposal
                                                   : CommitPolicy::Captain;
      r.seed = opt_.seed;
      r.password = opt_.password;
      r.name = net_cfg_.name + "'s room";
      net_cfg_.bot_seats = host_bot_seats(r, opt_.bots);
      net_cfg_.bot_level = parse_bot_level(opt_.bot_level).value_or(BotLevel::Heuristic);
    } else {
      const auto colon = opt_.join.rfind(':');
      int port = 0;
      try {
        if (colon != std::string::npos) port = std::stoi(opt_.join.substr(colon + 1));
      } catch (const std::exception&) {
      }
      if (colon == std::string::npos || colon == 0 || port <= 0 || port > 65535) {
        std::cerr << "rokugan: --join wants HOST:PORT, got " << opt_.join << '\n';
        return 1;
      }
      net_cfg_.address = opt_.join.substr(0, colon);
      net_cfg_.port = static_cast<std::uint16_t>(port);
      net_cfg_.token = opt_.token;
      net_cfg_.spectator = opt_.spectate;
      net_cfg_.password = opt_.password;
      if (opt_.seat >= 0) net_cfg_.seat = static_cast<std::uint8_t>(opt_.seat);
    }
    net_cfg_.deck = opt_.deck > 0 ? opt_.deck : -1;
    net_cfg_.auto_ready = opt_.ready;
    net_cfg_.chat = opt_.chat;
    if (!start_net(net_cfg_)) exit_code = 1;
  }
  const Uint64 net_started = SDL_GetPerformanceCounter();

  Uint64 last = SDL_GetPerformanceCounter();
  int frame_no = 0;
  std::string hover_miss;
  std::size_t next_click = 0;
  bool pressed = false;
  int settle = 0;  // frames to wait before the next scripted click
  int click_misses = 0;
  ImVec2 scripted_mouse{-FLT_MAX, -FLT_MAX};
  Rect click_at{-1, -1, 0, 0};  // where the next click's element was last frame
  // --bench: each frame's time, building to presenting, and its building
  // part (our drawing code and Dear ImGui, before the renderer rasterizes).
  std::vector<double> frame_ms, build_ms;
  while (!quit_ && (exit_code == 0 || exit_code == 5)) {
    SDL_Event ev;
    while (SDL_PollEvent(&ev)) {
      ImGui_ImplSDL2_ProcessEvent(&ev);
      if (ev.type == SDL_QUIT) quit_ = true;
      if (ev.type == SDL_WINDOWEVENT && ev.window.event == SDL_WINDOWEVENT_CLOSE &&
          ev.window.windowID == SDL_GetWindowID(sdl_.window))
        quit_ = true;
    }
    if (fonts_.scale() != settings_.ui_scale && !ImGui::IsAnyItemActive()) rebuild_fonts();
    apply_fullscreen();

    const Uint64 now = SDL_GetPerformanceCounter();
    const double dt =
        static_cast<double>(now - last) / static_cast<double>(SDL_GetPerformanceFrequency());
    last = now;

    const Uint64 frame_start = SDL_GetPerformanceCounter();
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    // Scripted network runs count their frames (and click) only once the
    // network game has got where the command line asked.
    if (!opt_.ping.empty() && !ping_sent_ && net_session_ && net_session_->settled() &&
        screen_ == Screen::Table)
      if (const Element* e = elements_.find(opt_.ping); e && e->card != kNoCard)
        ping_sent_ = net_session_->ping(e->card);
    if (opt_.drop && !dropped_ && net_ && net_goal_reached()) {
      net_->drop();
      dropped_ = true;
    }
    const bool waiting = scripted && !net_goal_reached();
    if (waiting && static_cast<double>(now - net_started) >
                       static_cast<double>(opt_.net_timeout) *
                           static_cast<double>(SDL_GetPerformanceFrequency())) {
      std::cerr << "rokugan: the network game did not get there in " << opt_.net_timeout
                << " s: " << (net_ ? net_->status() : std::string("no network game")) << '\n';
      if (net_ && !net_->client().errors().empty())
        std::cerr << "rokugan: the host said: " << net_->client().errors().back().reason << '\n';
      exit_code = 6;
      break;
    }
    if (waiting) {
    } else if (next_click < opt_.clicks.size() && (frame_no < 2 || settle > 0)) {
      // A window that fits its contents (a popup, the menu coming back) is
      // placed on the frame after it appears: the next click waits for it.
      if (settle > 0) --settle;
    } else if (next_click < opt_.clicks.size()) {
      // Scripted clicks: press on what the last frame drew under the label,
      // release on the next frame. A window that sizes itself (the menu, the
      // forms) is placed only once its size is known, after its first frame:
      // the press waits until the element stays put for a frame.
      // "right:TEXT" clicks with the right button (a card's manual actions).
      const std::string& wanted = opt_.clicks[next_click];
      const bool right = wanted.rfind("right:", 0) == 0;
      const int button = right ? 1 : 0;
      if (!pressed) {
        const Element* e = elements_.find(right ? wanted.substr(6) : wanted);
        const bool steady = e && e->rect.x == click_at.x && e->rect.y == click_at.y;
        if (e) {
          // The mouse gets there a frame before it presses, as a hand's
          // would: what was under it before is no longer hovered.
          click_at = e->rect;
          scripted_mouse = e->rect.center();
        }
        if (e && steady) {
          scripted_mouse = e->rect.center();
          io.MouseDown[button] = true;
          pressed = true;
        } else if (!e && ++click_misses > 3) {
          // The answer to the last click may take a frame to show.
          std::cerr << "rokugan: nothing drawn is labeled '" << opt_.clicks[next_click]
                    << "' to click\n";
          exit_code = 5;
          click_misses = 0;
          ++next_click;
        }
      } else {
        io.MouseDown[button] = false;
        pressed = false;
        click_at = Rect{-1, -1, 0, 0};
        settle = 2;
        click_misses = 0;
        ++next_click;
      }
    } else if (!opt_.hover.empty()) {
      // Scripted runs hover what the last frame drew under that label.
      if (const Element* e = elements_.find(opt_.hover))
        scripted_mouse = e->rect.center();
      else if (frame_no > 0)
        hover_miss = opt_.hover;
    }
    if (scripted) io.MousePos = scripted_mouse;  // the backend reads no real mouse then
    ImGui::NewFrame();
    // Scripted runs show the game as it is: the bot does not move meanwhile.
    frame(scripted ? 0.0 : dt);
    save_settings_if_changed();
    autosave();
    ImGui::Render();
    const Uint64 built = SDL_GetPerformanceCounter();
    // A scripted network run waiting for its game to get somewhere shows
    // nothing to anyone: it skips rasterizing (most of a frame's time on a
    // machine without a GPU), so the game gets there sooner.
    const bool shown = !(scripted && waiting);
    if (shown) {
      SDL_SetRenderDrawColor(sdl_.renderer, 20, 31, 28, 255);
      SDL_RenderClear(sdl_.renderer);
      ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
    }
    if (!waiting) ++frame_no;
    const bool last_frame = scripted && frame_no >= opt_.frames;
    if (last_frame && !opt_.screenshot.empty()) {
      const Screenshot shot = save_screenshot(sdl_.renderer, opt_.screenshot);
      if (!shot.saved) {
        std::cerr << "rokugan: " << shot.error << '\n';
        exit_code = 3;
      } else {
        std::cout << "screenshot " << opt_.screenshot << ' ' << shot.width << 'x' << shot.height
                  << " screenshot colors " << shot.distinct_colors << '\n';
        if (shot.distinct_colors < kMinColors) {
          std::cerr << "rokugan: the screenshot is blank (" << shot.distinct_colors << " colors)\n";
          exit_code = 4;
        }
      }
    }
    if (shown) SDL_RenderPresent(sdl_.renderer);
    if (opt_.bench) {
      const double per_ms = 1000.0 / static_cast<double>(SDL_GetPerformanceFrequency());
      frame_ms.push_back(per_ms * static_cast<double>(SDL_GetPerformanceCounter() - frame_start));
      build_ms.push_back(per_ms * static_cast<double>(built - frame_start));
    }
    if (last_frame) break;
    if (scripted || opt_.software || net_) SDL_Delay(scripted && !waiting ? 0 : waiting ? 10 : 5);
  }
  if (!hover_miss.empty())
    std::cerr << "rokugan: nothing drawn is labeled '" << hover_miss << "'\n";
  if (opt_.bench) {
    SDL_RendererInfo info{};
    SDL_GetRendererInfo(sdl_.renderer, &info);
    std::cout << "bench: renderer " << (info.name ? info.name : "?") << '\n';
    print_frame_times(std::cout, "whole frame", frame_ms, elements_.items().size());
    print_frame_times(std::cout, "building", build_ms, elements_.items().size());
  }

  if (opt_.dump) {
    std::cout << "screen "
              << (screen_ == Screen::Menu          ? "menu"
                  : screen_ == Screen::NetSetup    ? "net-setup"
                  : screen_ == Screen::Lobby       ? "lobby"
                  : screen_ == Screen::DeckBuilder ? "decks"
                  : screen_ == Screen::Replays     ? "replays"
                  : screen_ == Screen::Settings    ? "settings"
                  : session_->state().is_siege()   ? "siege"
                                                   : "table")
              << '\n';
    if (net_) std::cout << "net " << net_->status() << '\n';
    std::cout << "fonts " << fonts_.source() << '\n';
    elements_.dump(std::cout);
    if (session_) {
      const auto& lines = session_->log().lines;
      for (std::size_t i = lines.size() > 20 ? lines.size() - 20 : 0; i < lines.size(); ++i)
        std::cout << "log " << lines[i] << '\n';
    }
  }
  ImGui_ImplSDLRenderer_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  return exit_code;
}

}  // namespace

int run_app(const ClientOptions& options) {
  ClientOptions o = options;
  if (o.assets.empty()) o.assets = default_assets_dir();
  App app(o);  // the cards are loaded with the settings (App::load_cards)
  return app.run();
}

}  // namespace l5r::gfx
