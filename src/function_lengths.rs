//! The longest a function may be, and the test that keeps every function
//! of every crate's `src/` (the game's and those in `crates/`) within it: no `fn` longer than [`LIMIT`] lines, from the line
//! of `fn` to its closing brace, outside `#[cfg(test)]` code and `#[test]`
//! functions. The architecture's rule of about 60 lines is the guide; this
//! is the limit. Reads the source files only; touches no module.
//!
//! A function that is a table of cases (one row a case, nothing to split
//! by meaning) is named in [`TABLES`] with its reason.

/// The most lines a function may take.
#[cfg(test)]
const LIMIT: usize = 80;

/// Functions longer than [`LIMIT`] that are tables of cases, as
/// `crate/src/path.rs::name` (from the workspace's root), each with the
/// reason it stays whole.
#[cfg(test)]
const TABLES: &[(&str, &str)] = &[];

#[cfg(test)]
mod tests {
    use syn::visit::{self, Visit};

    use super::{LIMIT, TABLES};

    /// A function found in a source file: its name and how many lines it
    /// takes.
    #[derive(Debug, PartialEq, Eq)]
    struct Length {
        name: String,
        lines: usize,
    }

    /// Whether attributes mark test code: `#[test]`, or a `#[cfg(…)]` that
    /// names `test` and no `not`.
    fn is_test(attrs: &[syn::Attribute]) -> bool {
        attrs.iter().any(|attr| {
            if attr.path().is_ident("test") {
                return true;
            }
            let syn::Meta::List(list) = &attr.meta else {
                return false;
            };
            let text = list.tokens.to_string();
            let words: Vec<&str> = text
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .collect();
            attr.path().is_ident("cfg") && words.contains(&"test") && !words.contains(&"not")
        })
    }

    /// Every function of a file outside test code, with its length.
    #[derive(Default)]
    struct Lengths(Vec<Length>);

    impl Lengths {
        fn add(&mut self, sig: &syn::Signature, block: &syn::Block) {
            let first = sig.fn_token.span.start().line;
            let last = block.brace_token.span.close().end().line;
            self.0.push(Length {
                name: sig.ident.to_string(),
                lines: last + 1 - first,
            });
        }
    }

    impl<'ast> Visit<'ast> for Lengths {
        fn visit_item_fn(&mut self, item: &'ast syn::ItemFn) {
            if !is_test(&item.attrs) {
                self.add(&item.sig, &item.block);
                visit::visit_item_fn(self, item);
            }
        }

        fn visit_impl_item_fn(&mut self, item: &'ast syn::ImplItemFn) {
            if !is_test(&item.attrs) {
                self.add(&item.sig, &item.block);
                visit::visit_impl_item_fn(self, item);
            }
        }

        fn visit_trait_item_fn(&mut self, item: &'ast syn::TraitItemFn) {
            if let (false, Some(block)) = (is_test(&item.attrs), &item.default) {
                self.add(&item.sig, block);
                visit::visit_trait_item_fn(self, item);
            }
        }

        fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
            if !is_test(&item.attrs) {
                visit::visit_item_mod(self, item);
            }
        }

        fn visit_item_impl(&mut self, item: &'ast syn::ItemImpl) {
            if !is_test(&item.attrs) {
                visit::visit_item_impl(self, item);
            }
        }
    }

    /// The functions of one file's source, outside test code.
    fn lengths(source: &str) -> Vec<Length> {
        let file = syn::parse_file(source).expect("the crate's source parses");
        let mut lengths = Lengths::default();
        lengths.visit_file(&file);
        lengths.0
    }

    /// Every function of every crate's source longer than [`LIMIT`], as
    /// `crate/src/path.rs::name` (from the workspace's root) with its
    /// length.
    fn too_long() -> Vec<(String, usize)> {
        let mut found = Vec::new();
        for (src, krate) in crate::module_layers::source_dirs() {
            let mut files = Vec::new();
            crate::module_layers::rust_files(&src, &mut files);
            files.sort();
            for file in files {
                let relative = file.strip_prefix(&src).expect("under src");
                let relative = relative.to_string_lossy().replace('\\', "/");
                let source = std::fs::read_to_string(&file).expect("readable source");
                for length in lengths(&source) {
                    if length.lines > LIMIT {
                        let name = format!("{}/{relative}::{}", krate.dir, length.name);
                        found.push((name, length.lines));
                    }
                }
            }
        }
        found
    }

    #[test]
    fn no_function_is_longer_than_the_limit() {
        let wrong: Vec<String> = too_long()
            .into_iter()
            .filter(|(name, _)| !TABLES.iter().any(|(table, _)| table == name))
            .map(|(name, lines)| format!("{name}: {lines} lines"))
            .collect();
        assert!(
            wrong.is_empty(),
            "functions longer than {LIMIT} lines (split them by meaning; a table of cases goes in TABLES with its reason): {wrong:#?}"
        );
    }

    #[test]
    fn every_function_allowed_to_be_long_still_is() {
        let long: Vec<String> = too_long().into_iter().map(|(name, _)| name).collect();
        let allowed = TABLES.iter().map(|(name, _)| *name);
        let stale: Vec<&str> = allowed
            .filter(|name| !long.iter().any(|found| found == name))
            .collect();
        assert!(
            stale.is_empty(),
            "listed as long but no longer so (take them off the list): {stale:?}"
        );
    }

    #[test]
    fn lengths_are_counted_from_fn_to_its_closing_brace_outside_tests() {
        let body = |lines: usize| "    let _ = 1;\n".repeat(lines);
        let source = format!(
            "/// Doc.\n#[inline]\npub fn short() {{\n{}}}\n\
             struct S;\nimpl S {{\n    fn method(&self) {{\n{}    }}\n}}\n\
             trait T {{\n    fn given(&self) {{\n{}    }}\n    fn required(&self);\n}}\n\
             fn outer() {{\n    fn inner() {{\n{}    }}\n}}\n\
             #[test]\nfn a_test() {{\n{}}}\n\
             #[cfg(test)]\nmod tests {{\n    fn helper() {{\n{}    }}\n}}\n\
             #[cfg(all(test, unix))]\nfn unix_helper() {{}}\n\
             #[cfg(not(test))]\nfn not_in_tests() {{\n}}\n",
            body(3),
            body(5),
            body(1),
            body(2),
            body(100),
            body(100),
        );
        let found = lengths(&source);
        let expected = [
            ("short", 5),
            ("method", 7),
            ("given", 3),
            ("outer", 6),
            ("inner", 4),
            ("not_in_tests", 2),
        ];
        let expected: Vec<Length> = expected
            .iter()
            .map(|(name, lines)| Length {
                name: name.to_string(),
                lines: *lines,
            })
            .collect();
        assert_eq!(found, expected);
    }
}
