//! The instructions the hot paths are compiled for, chosen when the program
//! runs: one binary for every x86-64 CPU that still uses AVX2, BMI2, LZCNT
//! and POPCNT on the CPUs that have them (see `docs/engine.md`, "One binary
//! for every x86-64 CPU").
//!
//! Rust sets target features per function, and a function compiled without
//! them stays so even when only called from one compiled with them. So each
//! recursive function of perft, the search and the solver is a trait method
//! declared with [`compiled_per_isa!`]: [`Baseline`]'s copy is the plain
//! build, [`Haswell`]'s is compiled with the features, and each copy inlines
//! the function's body (`#[inline(always)]`) and whatever that inlines. The
//! bodies are generic over the set and call the other functions through
//! it, so a search stays in one set from its root down. [`dispatch!`] picks
//! the set once per search, perft or solve.

/// Evaluates `$body` with `$isa` bound to the best [`Isa`] this CPU has.
macro_rules! dispatch {
    ($isa:ident => $body:expr) => {
        match $crate::isa::detect() {
            #[cfg(target_arch = "x86_64")]
            Some($isa) => $body,
            _ => {
                let $isa = $crate::isa::Baseline;
                $body
            }
        }
    };
}
pub(crate) use dispatch;

/// Declares a trait of functions compiled once for each instruction set:
/// each `fn NAME(ARGS) -> R = BODY;` becomes an unsafe trait method whose
/// [`Baseline`] copy and [`Haswell`] copy (with the features) both call
/// `BODY(ARGS)`, which should be `#[inline(always)]` and infer its set from
/// its arguments. Callers promise (the methods' safety condition) that the
/// set is one this CPU has, which holds for any set value [`detect`] or
/// [`Baseline`] gave.
macro_rules! compiled_per_isa {
    (
        $(#[$trait_meta:meta])*
        trait $trait:ident $(: $($super:path),+)? {
            $(
                $(#[$meta:meta])*
                fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $ret:ty = $body:path;
            )*
        }
    ) => {
        $(#[$trait_meta])*
        ///
        /// # Safety
        /// Each method may only be called for a set this CPU has (a value
        /// of the set exists only then: see `isa.rs`).
        #[allow(unsafe_code)]
        pub(crate) trait $trait: $crate::isa::Isa $($(+ $super)+)? {
            $(
                $(#[$meta])*
                ///
                /// # Safety
                /// Only for a set this CPU has.
                unsafe fn $name($($arg: $ty),*) -> $ret;
            )*
        }

        #[allow(unsafe_code)]
        impl $trait for $crate::isa::Baseline {
            $(
                #[inline(always)]
                unsafe fn $name($($arg: $ty),*) -> $ret {
                    $body($($arg),*)
                }
            )*
        }

        #[cfg(target_arch = "x86_64")]
        #[allow(unsafe_code)]
        impl $trait for $crate::isa::Haswell {
            $(
                #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
                unsafe fn $name($($arg: $ty),*) -> $ret {
                    $body($($arg),*)
                }
            )*
        }
    };
}
pub(crate) use compiled_per_isa;

/// A set of instructions that code can be compiled for.
pub(crate) trait Isa: Copy + Send + Sync + 'static {
    /// Its name in logs and benchmarks.
    const NAME: &'static str;

    /// Whether `pext` (BMI2) may be used: the patterns' indices take one
    /// instruction each with it. (Only x86-64 has it.)
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    const BMI2: bool;
}

/// What the build targets: plain x86-64 by default, or whatever the
/// build's `-C target-cpu` enables (then the compiler uses it everywhere).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Baseline;

impl Isa for Baseline {
    const NAME: &'static str = "baseline";
    const BMI2: bool = cfg!(all(target_arch = "x86_64", target_feature = "bmi2"));
}

/// x86-64-v3's instructions that the engine uses (Intel Haswell, 2013;
/// AMD Excavator, 2015): only made by [`detect`], on a CPU that has them
/// all.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Haswell(());

#[cfg(target_arch = "x86_64")]
impl Isa for Haswell {
    const NAME: &'static str = "x86-64-v3";
    const BMI2: bool = true;
}

/// [`Haswell`], if this CPU has every instruction in it.
#[cfg(target_arch = "x86_64")]
#[inline]
pub(crate) fn detect() -> Option<Haswell> {
    let all = std::arch::is_x86_feature_detected!("avx2")
        && std::arch::is_x86_feature_detected!("bmi1")
        && std::arch::is_x86_feature_detected!("bmi2")
        && std::arch::is_x86_feature_detected!("lzcnt")
        && std::arch::is_x86_feature_detected!("popcnt");
    all.then_some(Haswell(()))
}

/// Elsewhere only the baseline exists.
#[cfg(not(target_arch = "x86_64"))]
#[inline]
pub(crate) fn detect() -> Option<Baseline> {
    None
}

/// The name of the instruction set this CPU runs the engine's hot paths
/// with: `x86-64-v3` (AVX2, BMI1, BMI2, LZCNT, POPCNT) or `baseline`.
pub fn instruction_set() -> &'static str {
    dispatch!(isa => name(isa))
}

fn name<I: Isa>(_: I) -> &'static str {
    I::NAME
}
