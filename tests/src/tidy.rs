//! Tidy checks over the whole workspace's sources (as rust-analyzer's `tidy` does):
//! rules no compiler or lint enforces.

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    /// Every `.rs` file under `dir` (skipping `target` and hidden folders).
    fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if path.is_dir() {
                if name != "target" && !name.starts_with('.') {
                    rust_files(&path, out);
                }
            } else if name.ends_with(".rs") {
                out.push(path);
            }
        }
    }

    /// Every source file says what it is for: its first line is a module doc (`//!`),
    /// so whoever opens it next knows its one job before reading the code.
    #[test]
    fn every_source_file_begins_with_a_module_doc() {
        let root = crate::repo_root();
        let mut files = Vec::new();
        for crate_dir in ["engine", "render", "bot", "tests"] {
            rust_files(&root.join(crate_dir), &mut files);
        }
        assert!(files.len() > 100, "found only {} files", files.len());
        let undocumented: Vec<String> = files
            .iter()
            .filter(|path| {
                let text = std::fs::read_to_string(path).unwrap_or_default();
                let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
                !first.starts_with("//!")
            })
            .map(|path| {
                path.strip_prefix(&root)
                    .unwrap_or(path)
                    .display()
                    .to_string()
            })
            .collect();
        assert!(
            undocumented.is_empty(),
            "these files do not begin with a module doc (`//! what this file is for`):\n{}",
            undocumented.join("\n")
        );
    }
}
