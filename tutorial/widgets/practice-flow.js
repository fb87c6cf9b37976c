// The flow of a practice game: whose turn it is, when the bots move (and how fast), and the
// engine requests that deal, replay a saved game, take the reader's move and play the bots'
// (worker ops `game_new`, `game_view`, `game_act`, `game_bots` of engine/webapi/). It holds the
// engine's latest answer and the phase the table shows, and tells its owner through callbacks;
// it draws nothing.

export const SPEEDS = { slow: 1600, normal: 800, fast: 250 };
// While the reader may call calza out of turn, the next bot waits at least this long (as players
// at a table would let a calza be called) unless the reader plays on (playOn()).
export const CALZA_WINDOW_MS = 4000;
export const BOT_NAMES = ["Ana", "Ben", "Cai", "Dev", "Eve"];
// A table of bots of two levels: they take turns being normal and hard, Ana first.
export const MIXED = "mixed";
const MIXED_LEVELS = ["normal", "hard"];

/** The level of each of `count` bots at a table of `level` (one level, or MIXED). */
export function botLevels(level, count) {
  return Array.from({ length: count }, (_, i) => (level === MIXED ? MIXED_LEVELS[i % MIXED_LEVELS.length] : level));
}

export class GameFlow {
  /** `engine.call(op, args)` resolves to an op's result or rejects with an Error in the page's
   * language. `on` holds the callbacks: phase(phase) after every change of phase, busy(flag)
   * around every request, error(error) for a failed request of the current game, and
   * action(action) for each move made (the reader's or a bot's). */
  constructor(engine, on) {
    this.engine = engine;
    this.on = on;
    this.generation = 0;
    this.timer = null;
    this.busy = false;
    this.aheads = new Map(); // bot moves asked ahead, by the state they are asked from
    this.state = null;
    this.phase = "setup";
    this.seed = null;
  }

  /** Run one engine request for the current game; stale answers (from an older game) are dropped. */
  async request(op, args) {
    const generation = this.generation;
    this.setBusy(true);
    try {
      const result = await this.engine.call(op, args);
      return generation === this.generation ? result : null;
    } catch (error) {
      if (generation === this.generation) this.on.error(error);
      return null;
    } finally {
      if (generation === this.generation) this.setBusy(false);
    }
  }

  setBusy(busy) {
    this.busy = busy;
    this.on.busy(busy);
  }

  /** Forget the game on the table: pending bot moves and answers to older requests. */
  stop() {
    this.generation += 1;
    clearTimeout(this.timer);
    this.busy = false;
    this.aheads = new Map();
    this.endChain?.();
  }

  /** Deal a new game; resolves to true once it is dealt (then call advance()), false if not. */
  async deal({ rules, players, seed, level, speed }) {
    this.stop();
    // The game names each bot's level; this one is only the engine's fallback for a seat it
    // does not name (a mixed table's strongest).
    this.level = level === MIXED ? "hard" : level;
    this.delay = SPEEDS[speed] ?? SPEEDS.normal;
    // Every seat but the reader's is a bot of the chosen level (or of each level of a mixed
    // table): the game carries them, so the bots' moves and the judge read the table so.
    const levels = botLevels(level, players.length - 1);
    const bots = Object.fromEntries(players.slice(1).map((name, i) => [name, levels[i]]));
    const result = await this.request("game_new", { rules, players, seed, seat: 0, bots });
    if (!result) return false;
    this.seed = result.game.seed;
    this.state = result;
    return true;
  }

  /** Pick up a saved game (`game`: seed and moves) where it was: the engine replays it. */
  async restore({ game, level, speed, phase }) {
    this.stop();
    this.level = level === MIXED ? "hard" : level;
    this.delay = SPEEDS[speed] ?? SPEEDS.normal;
    const result = await this.request("game_view", { game, seat: 0 });
    if (!result) return false;
    this.seed = result.game.seed;
    this.state = result;
    if (phase === "reveal" && result.last_round) this.setPhase("reveal");
    else this.advance();
    return true;
  }

  /** May the reader call calza now, out of turn? */
  calzaOpen() {
    return this.state.view.legal_actions.some((a) => a.call === "calza" && !a.pressure);
  }

  /** After the engine restarted (a crashed worker): pick the game up where it was. */
  resume() {
    if (this.phase === "waiting" && !this.busy) this.advance();
  }

  /** Take a new game state; a finished round is revealed before anything else happens. */
  take(result) {
    if (!result) return;
    const before = this.state.view.round_number;
    this.state = result;
    if (result.view.round_number !== before) {
      this.aheads.clear(); // a chain ends with its round
      this.setPhase("reveal");
      return;
    }
    this.advance();
  }

  advance() {
    const { over, to_act: toAct, view } = this.state;
    if (over) {
      this.setPhase("game-over");
    } else if (toAct === 0 && view.dice_counts[0] > 0) {
      this.setPhase("your-turn");
    } else {
      this.setPhase("waiting");
      const wait = this.calzaOpen() ? Math.max(this.delay, CALZA_WINDOW_MS) : this.delay;
      // The bot's move is asked for now (if it was not already) and shown once the wait is
      // over: while the table waits, the worker has it ready, and, when the reader plays
      // next, the coach's advice too (`on.ahead`).
      this.askBot(this.state);
      this.timer = setTimeout(() => this.botMove(), wait);
    }
  }

  /** Ask for the next bot move from `state` without holding the table up; `on.ahead` hears
   * the answer first. Resolves to the answer, or to an error to show. */
  askBot(state, chained = false) {
    const known = this.aheads.get(state);
    if (known) return known;
    if (!chained) {
      this.endChain?.();
      this.chain = new Promise((resolve) => { this.endChain = resolve; });
    }
    const end = this.endChain;
    const generation = this.generation;
    const asked = this.engine.call("game_bots", { game: state.game, level: this.level, seat: 0, moves: 1 })
      .then((result) => ({ result }), (error) => ({ error }));
    const ask = { state, asked };
    this.aheads.set(state, ask);
    asked.then(({ result }) => {
      if (!result || generation !== this.generation) {
        end();
        return;
      }
      this.on.ahead?.(result);
      // The chain: while the same round goes on with another bot to move, its move is asked
      // at once too, so the whole stretch of bot moves before your turn is known long before
      // it is shown, and the coach weighs your decision while the table shows them.
      const yours = result.to_act === 0 && result.view.dice_counts[0] > 0;
      if (!result.over && !yours && result.view.round_number === state.view.round_number) {
        this.askBot(result, true);
      } else {
        end();
      }
    });
    return ask;
  }

  /** Resolves once the bot moves asked ahead have all come back (the chain reached your turn,
   * the round's end or an error): work that can wait (the judge's record of the move you just
   * made) is asked then, behind the bots' moves and the coach's advice, not in front of them. */
  settled() {
    return this.chain ?? Promise.resolve();
  }

  async botMove() {
    const ahead = this.askBot(this.state);
    this.aheads.delete(this.state);
    const generation = this.generation;
    this.setBusy(true);
    const { result, error } = await ahead.asked;
    if (generation !== this.generation) return;
    this.setBusy(false);
    if (error) {
      this.on.error(error);
      return;
    }
    for (const action of result.actions) this.on.action(action);
    this.take(result);
  }

  /** The reader lets a calza chance pass: the bot moves now. */
  playOn() {
    if (this.busy || this.phase !== "waiting") return;
    clearTimeout(this.timer);
    this.botMove();
  }

  /** The reader's move (seat 0). */
  async act(action) {
    if (this.busy) return;
    clearTimeout(this.timer);
    const result = await this.request("game_act", { game: this.state.game, action, seat: 0 });
    if (!result) {
      if (this.phase === "waiting") this.advance();
      return;
    }
    this.on.action(action);
    this.take(result);
  }

  /** The reader is out: let the bots play the game to its end. */
  async finish() {
    if (this.busy) return;
    clearTimeout(this.timer);
    const result = await this.request("game_bots", { game: this.state.game, level: this.level,
      seat: 0, moves: 2000, through_rounds: true });
    this.take(result);
  }

  /** After a reveal: the next round, or the result. */
  next() {
    if (this.state.over) this.setPhase("game-over");
    else this.advance();
  }

  setPhase(phase) {
    this.phase = phase;
    this.on.phase(phase);
  }
}
