//! A Reversi position as a PNG diagram, as players post them: the board
//! flat from above, coordinates around it (a–h across the top and bottom,
//! 1–8 down the sides), the discs, and optionally the moves' numbers on
//! their discs (where each disc was placed; turned discs keep the number of
//! the move that placed them) or marks on squares (the last move, legal
//! moves). In colour (a green board) or monochrome (for print). Drawn here
//! pixel by pixel (discs antialiased, a small built-in pixel font for the
//! coordinates and numbers): no font files, no graphics stack, the same
//! image from the game and from `reversi-engine diagram`.

use reversi_engine::{Color, Game, Move, Position, Square};

/// How the diagram looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Style {
    /// A green board, dark lines, black and white discs.
    #[default]
    Colour,
    /// White squares, black lines, discs in black and in outlined white.
    Mono,
}

/// What the diagram shows on the squares besides the discs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagram {
    pub position: Position,
    /// A number on a square's disc (1 = the first move).
    pub numbers: Vec<(Square, u32)>,
    /// Squares marked with a small dot (legal moves, or a square of note).
    pub marks: Vec<Square>,
    /// The last move, ringed.
    pub last: Option<Square>,
    pub style: Style,
}

impl Diagram {
    /// The position shown, its last move ringed.
    pub fn of_game(game: &Game) -> Diagram {
        let last = game.moves().iter().rev().find_map(|m| match m.mv {
            Move::Place(square) => Some(square),
            Move::Pass => None,
        });
        Diagram {
            position: *game.position(),
            last,
            ..Diagram::default()
        }
    }

    /// The position shown, each disc placed during the game numbered by its
    /// move (as printed game records are); the highest number is the last
    /// move, so no ring.
    pub fn numbered(game: &Game) -> Diagram {
        let mut numbers = Vec::new();
        // Discs placed, counted as printed records do (a pass has none).
        let mut number = 0;
        for played in game.moves() {
            if let Move::Place(square) = played.mv {
                number += 1;
                numbers.push((square, number));
            }
        }
        Diagram {
            numbers,
            last: None,
            ..Diagram::of_game(game)
        }
    }

    /// The diagram's pixels, RGB, [`SIZE`] by [`SIZE`].
    pub fn pixels(&self) -> Vec<u8> {
        let mut canvas = Canvas::new(self.style);
        canvas.board();
        for square in Square::ALL {
            if let Some(color) = self.position.disc_at(square) {
                canvas.disc(square, color);
            }
        }
        for &square in &self.marks {
            canvas.mark(square);
        }
        if let Some(square) = self.last {
            canvas.ring(square, self.position.disc_at(square));
        }
        for &(square, number) in &self.numbers {
            let on = self.position.disc_at(square);
            canvas.number(square, number, on);
        }
        canvas.pixels
    }

    /// The diagram as a PNG file's bytes.
    pub fn png(&self) -> Result<Vec<u8>, String> {
        let mut bytes = Vec::new();
        let mut encoder = png::Encoder::new(&mut bytes, SIZE as u32, SIZE as u32);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
        writer
            .write_image_data(&self.pixels())
            .map_err(|e| e.to_string())?;
        writer.finish().map_err(|e| e.to_string())?;
        Ok(bytes)
    }
}

/// A square's side, in pixels.
pub const CELL: usize = 60;
/// The band around the board that holds the coordinates.
pub const BORDER: usize = 36;
/// The image's side.
pub const SIZE: usize = 8 * CELL + 2 * BORDER;

type Rgb = [u8; 3];

struct Palette {
    background: Rgb,
    board: Rgb,
    line: Rgb,
    label: Rgb,
    black: Rgb,
    white: Rgb,
    outline: Rgb,
    mark: Rgb,
    ring: Rgb,
}

impl Style {
    fn palette(self) -> Palette {
        match self {
            Style::Colour => Palette {
                background: [0xf4, 0xf1, 0xea],
                board: [0x2e, 0x7d, 0x4f],
                line: [0x1b, 0x3d, 0x29],
                label: [0x33, 0x33, 0x33],
                black: [0x1a, 0x1a, 0x1a],
                white: [0xf7, 0xf7, 0xf2],
                outline: [0x1a, 0x1a, 0x1a],
                mark: [0x1b, 0x3d, 0x29],
                ring: [0xe0, 0x40, 0x30],
            },
            Style::Mono => Palette {
                background: [0xff, 0xff, 0xff],
                board: [0xff, 0xff, 0xff],
                line: [0x00, 0x00, 0x00],
                label: [0x00, 0x00, 0x00],
                black: [0x00, 0x00, 0x00],
                white: [0xff, 0xff, 0xff],
                outline: [0x00, 0x00, 0x00],
                mark: [0x00, 0x00, 0x00],
                ring: [0x00, 0x00, 0x00],
            },
        }
    }
}

struct Canvas {
    pixels: Vec<u8>,
    palette: Palette,
}

/// 5 by 7 glyphs, a row a string, for the coordinates and numbers.
fn glyph(c: char) -> Option<[&'static str; 7]> {
    Some(match c {
        'a' => [
            "     ", "     ", " ### ", "    #", " ####", "#   #", " ####",
        ],
        'b' => [
            "#    ", "#    ", "#### ", "#   #", "#   #", "#   #", "#### ",
        ],
        'c' => [
            "     ", "     ", " ####", "#    ", "#    ", "#    ", " ####",
        ],
        'd' => [
            "    #", "    #", " ####", "#   #", "#   #", "#   #", " ####",
        ],
        'e' => [
            "     ", "     ", " ### ", "#   #", "#####", "#    ", " ####",
        ],
        'f' => [
            "  ## ", " #   ", "#### ", " #   ", " #   ", " #   ", " #   ",
        ],
        'g' => [
            "     ", " ####", "#   #", "#   #", " ####", "    #", " ### ",
        ],
        'h' => [
            "#    ", "#    ", "#### ", "#   #", "#   #", "#   #", "#   #",
        ],
        '0' => [
            " ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### ",
        ],
        '1' => [
            "  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### ",
        ],
        '2' => [
            " ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####",
        ],
        '3' => [
            " ### ", "#   #", "    #", "  ## ", "    #", "#   #", " ### ",
        ],
        '4' => [
            "   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # ",
        ],
        '5' => [
            "#####", "#    ", "#### ", "    #", "    #", "#   #", " ### ",
        ],
        '6' => [
            " ### ", "#    ", "#    ", "#### ", "#   #", "#   #", " ### ",
        ],
        '7' => [
            "#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   ",
        ],
        '8' => [
            " ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### ",
        ],
        '9' => [
            " ### ", "#   #", "#   #", " ####", "    #", "    #", " ### ",
        ],
        _ => return None,
    })
}

impl Canvas {
    fn new(style: Style) -> Canvas {
        let palette = style.palette();
        let pixels = palette.background.repeat(SIZE * SIZE);
        Canvas { pixels, palette }
    }

    /// Blends `color` over the pixel by `coverage` (0 to 1).
    fn blend(&mut self, x: usize, y: usize, color: Rgb, coverage: f32) {
        if x >= SIZE || y >= SIZE || coverage <= 0.0 {
            return;
        }
        let at = 3 * (y * SIZE + x);
        for (channel, &value) in self.pixels[at..at + 3].iter_mut().zip(&color) {
            let mixed = f32::from(*channel) * (1.0 - coverage) + f32::from(value) * coverage;
            *channel = mixed.round() as u8;
        }
    }

    fn fill(&mut self, x0: usize, y0: usize, width: usize, height: usize, color: Rgb) {
        for y in y0..y0 + height {
            for x in x0..x0 + width {
                self.blend(x, y, color, 1.0);
            }
        }
    }

    /// The top-left pixel of a square.
    fn corner(square: Square) -> (usize, usize) {
        (
            BORDER + square.column() as usize * CELL,
            BORDER + square.row() as usize * CELL,
        )
    }

    fn centre(square: Square) -> (f32, f32) {
        let (x, y) = Canvas::corner(square);
        (x as f32 + CELL as f32 / 2.0, y as f32 + CELL as f32 / 2.0)
    }

    /// The board: its squares, the grid, the four dots, the coordinates.
    fn board(&mut self) {
        let (board, line, label) = (self.palette.board, self.palette.line, self.palette.label);
        self.fill(BORDER, BORDER, 8 * CELL, 8 * CELL, board);
        for i in 0..=8 {
            let at = BORDER + i * CELL;
            let width = if i == 0 || i == 8 { 3 } else { 2 };
            let start = at.saturating_sub(width / 2);
            self.fill(start, BORDER - 1, width, 8 * CELL + 2, line);
            self.fill(BORDER - 1, start, 8 * CELL + 2, width, line);
        }
        // The dots at the corners of the centre's 4x4 (b2, b6, f2, f6's
        // inner corners), as on real boards.
        for (column, row) in [(2, 2), (6, 2), (2, 6), (6, 6)] {
            let (x, y) = (
                (BORDER + column * CELL) as f32,
                (BORDER + row * CELL) as f32,
            );
            self.circle(x, y, 4.5, line);
        }
        for i in 0..8 {
            let middle = BORDER + i * CELL + CELL / 2;
            let letter = (b'a' + i as u8) as char;
            let digit = (b'1' + i as u8) as char;
            for y in [BORDER / 2, SIZE - BORDER / 2] {
                self.text(&letter.to_string(), middle, y, 2, label);
            }
            for x in [BORDER / 2, SIZE - BORDER / 2] {
                self.text(&digit.to_string(), x, middle, 2, label);
            }
        }
    }

    /// An antialiased filled circle (4x4 samples a pixel).
    fn circle(&mut self, cx: f32, cy: f32, radius: f32, color: Rgb) {
        let (left, right) = ((cx - radius - 1.0).max(0.0), cx + radius + 1.0);
        let (top, bottom) = ((cy - radius - 1.0).max(0.0), cy + radius + 1.0);
        for y in top as usize..=bottom as usize {
            for x in left as usize..=right as usize {
                let mut inside = 0;
                for sy in 0..4 {
                    for sx in 0..4 {
                        let px = x as f32 + (sx as f32 + 0.5) / 4.0 - cx;
                        let py = y as f32 + (sy as f32 + 0.5) / 4.0 - cy;
                        if px * px + py * py <= radius * radius {
                            inside += 1;
                        }
                    }
                }
                self.blend(x, y, color, inside as f32 / 16.0);
            }
        }
    }

    fn disc(&mut self, square: Square, color: Color) {
        let (cx, cy) = Canvas::centre(square);
        let radius = CELL as f32 * 0.41;
        self.circle(cx, cy, radius, self.palette.outline);
        let fill = match color {
            Color::Black => self.palette.black,
            Color::White => self.palette.white,
        };
        self.circle(cx, cy, radius - 2.0, fill);
    }

    fn mark(&mut self, square: Square) {
        let (cx, cy) = Canvas::centre(square);
        self.circle(cx, cy, CELL as f32 * 0.1, self.palette.mark);
    }

    /// A ring around the square's centre, in a colour that shows on the
    /// disc there.
    fn ring(&mut self, square: Square, on: Option<Color>) {
        let (cx, cy) = Canvas::centre(square);
        // A ring the colour of a black disc (monochrome) is drawn white on one.
        let on_black = on == Some(Color::Black) && self.palette.ring == self.palette.black;
        let color = if on_black {
            self.palette.white
        } else {
            self.palette.ring
        };
        self.circle(cx, cy, CELL as f32 * 0.12, color);
    }

    /// A number centred on a square, in the colour opposite its disc.
    fn number(&mut self, square: Square, number: u32, on: Option<Color>) {
        let (cx, cy) = Canvas::centre(square);
        let color = match on {
            Some(Color::Black) => self.palette.white,
            _ => self.palette.black,
        };
        self.text(&number.to_string(), cx as usize, cy as usize, 2, color);
    }

    /// `text` centred on (x, y), each glyph pixel `scale` pixels wide.
    fn text(&mut self, text: &str, x: usize, y: usize, scale: usize, color: Rgb) {
        let glyphs: Vec<_> = text.chars().filter_map(glyph).collect();
        let width = glyphs.len() * 6 * scale - scale;
        let (left, top) = (x.saturating_sub(width / 2), y.saturating_sub(7 * scale / 2));
        for (index, rows) in glyphs.iter().enumerate() {
            for (row, line) in rows.iter().enumerate() {
                for (column, pixel) in line.bytes().enumerate() {
                    if pixel == b'#' {
                        let gx = left + (index * 6 + column) * scale;
                        let gy = top + row * scale;
                        self.fill(gx, gy, scale, scale, color);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixel(pixels: &[u8], x: usize, y: usize) -> Rgb {
        let at = 3 * (y * SIZE + x);
        [pixels[at], pixels[at + 1], pixels[at + 2]]
    }

    fn square(name: &str) -> Square {
        name.parse().unwrap()
    }

    /// Each disc's centre has its colour, an empty square the board's, in
    /// both styles; the coordinates are drawn in the border.
    #[test]
    fn the_discs_are_where_the_position_has_them() {
        let game = Game::from_transcript("f5d6c3").unwrap();
        for style in [Style::Colour, Style::Mono] {
            let diagram = Diagram {
                style,
                ..Diagram::of_game(&game)
            };
            let pixels = diagram.pixels();
            let palette = style.palette();
            for sq in Square::ALL {
                let (cx, cy) = Canvas::centre(sq);
                // Off the centre, clear of a ring or a number.
                let at = pixel(&pixels, cx as usize + 15, cy as usize);
                let wanted = match game.position().disc_at(sq) {
                    Some(Color::Black) => palette.black,
                    Some(Color::White) => palette.white,
                    None => palette.board,
                };
                assert_eq!(at, wanted, "{sq} in {style:?}");
            }
            // The last move, c3, is ringed; the border holds the labels.
            let (cx, cy) = Canvas::centre(square("c3"));
            assert_ne!(pixel(&pixels, cx as usize, cy as usize), palette.black);
            let border = &pixels[..3 * SIZE * BORDER];
            assert!(border.chunks(3).any(|p| p == palette.label));
        }
    }

    /// Numbered, each placed disc shows its move's number in the colour
    /// that reads on it.
    #[test]
    fn numbers_are_drawn_on_the_discs_placed() {
        let game = Game::from_transcript("f5d6c3d3c4").unwrap();
        let diagram = Diagram::numbered(&game);
        assert_eq!(
            diagram.numbers,
            [("f5", 1), ("d6", 2), ("c3", 3), ("d3", 4), ("c4", 5)].map(|(s, n)| (square(s), n))
        );
        let plain = Diagram::of_game(&game).pixels();
        let numbered = diagram.pixels();
        let (cx, cy) = Canvas::centre(square("d6"));
        let differs = (cy as usize - 8..cy as usize + 8)
            .any(|y| pixel(&plain, cx as usize, y) != pixel(&numbered, cx as usize, y));
        assert!(differs, "no number on d6");
    }

    /// The PNG reads back (its signature, its header's size).
    #[test]
    fn the_png_has_the_diagram_s_size() {
        let bytes = Diagram::of_game(&Game::new()).png().unwrap();
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        let width = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
        let height = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
        assert_eq!((width, height), (SIZE as u32, SIZE as u32));
    }
}
