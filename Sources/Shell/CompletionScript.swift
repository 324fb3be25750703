import GridCheck
import Words

/// `gridtrainer --completion bash|zsh|fish`: a completion script for the program's flags, its
/// subcommand `check` with its own flags, and their values (device names, formats, files),
/// written from the flag declarations (`Options.flags`, `CheckOptions.flags`), so a new flag is
/// offered as soon as it is declared.
enum CompletionScript {
    /// The shells a script is written for.
    enum Shell: String, CaseIterable, Equatable, Sendable {
        case bash, zsh, fish
    }

    /// The subcommand and what it says about itself.
    static let check = (name: "check", help: "every grid of a project on every device")

    static var programFlags: [FlagSpelling] { Options.flags.map(\.spelling) }
    static var checkFlags: [FlagSpelling] { CheckOptions.flags.map(\.spelling) }

    /// The script for `shell`.
    static func text(for shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    // MARK: bash

    /// A function for `complete -F`: the word before the cursor picks the values, a word that
    /// starts with `-` gets the flags, anything else files (and `check` as the first word).
    static func bash() -> String {
        func names(_ flags: [FlagSpelling]) -> String {
            flags.flatMap(\.names).joined(separator: " ")
        }
        return """
            # bash completion for gridtrainer, written by `gridtrainer --completion bash`.
            # Load it with: source <(gridtrainer --completion bash)
            _gridtrainer_list() {
                # Comma-separated words: complete the one after the last comma.
                local head= tail=$1
                if [[ $tail == *,* ]]; then head=${tail%,*},; tail=${tail##*,}; fi
                COMPREPLY=($(compgen -P "$head" -W "$2" -- "$tail"))
                compopt -o nospace 2>/dev/null
            }
            _gridtrainer() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                COMPREPLY=()
                if ((COMP_CWORD > 1)) && [[ ${COMP_WORDS[1]} == \(check.name) ]]; then
                    case $prev in
            \(bashValues(checkFlags))
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W "\(names(checkFlags))" -- "$cur"))
                    else
                        COMPREPLY=($(compgen -f -- "$cur"))
                    fi
                    return
                fi
                case $prev in
            \(bashValues(programFlags))
                esac
                if [[ $cur == -* ]]; then
                    COMPREPLY=($(compgen -W "\(names(programFlags))" -- "$cur"))
                    return
                fi
                ((COMP_CWORD == 1)) && COMPREPLY=($(compgen -W "\(check.name)" -- "$cur"))
                COMPREPLY+=($(compgen -f -- "$cur"))
            }
            complete -o filenames -F _gridtrainer gridtrainer
            """
    }

    /// One `case` arm per flag that takes a value: what to offer after it.
    private static func bashValues(_ flags: [FlagSpelling]) -> String {
        flags.compactMap { flag -> String? in
            let action: String
            switch flag.value {
            case .none: return nil
            case .number, .text: action = ":"
            case .path: action = #"COMPREPLY=($(compgen -f -- "$cur"))"#
            case .choice(let words):
                action =
                    #"COMPREPLY=($(compgen -W ""# + words.joined(separator: " ")
                    + #"" -- "$cur"))"#
            case .list(let words):
                action = #"_gridtrainer_list "$cur" ""# + words.joined(separator: " ") + "\""
            }
            return "            \(flag.names.joined(separator: "|"))) \(action); return ;;"
        }.joined(separator: "\n")
    }

    // MARK: zsh

    /// An `_arguments` completion function, autoloadable from `$fpath` or loaded with `source`.
    static func zsh() -> String {
        func specs(_ flags: [FlagSpelling], indent: Int) -> String {
            let margin = String(repeating: " ", count: indent)
            return flags.map { margin + zshSpec($0) + " \\" }.joined(separator: "\n")
        }
        return """
            #compdef gridtrainer
            # zsh completion for gridtrainer, written by `gridtrainer --completion zsh`.
            # Save it as _gridtrainer in a folder of $fpath, or load it with:
            # source <(gridtrainer --completion zsh)
            _gridtrainer_first() {
              local -a commands=('\(check.name):\(check.help)')
              _describe -t commands command commands
              _files
            }
            _gridtrainer() {
              if (( CURRENT > 2 )) && [[ ${words[2]} == \(check.name) ]]; then
                shift words
                (( CURRENT-- ))
                _arguments -s \\
            \(specs(checkFlags, indent: 6))
                  '*:path:_files'
                return
              fi
              _arguments -s \\
            \(specs(programFlags, indent: 4))
                '1:command or file:_gridtrainer_first' \\
                '*:file:_files'
            }
            if [[ $funcstack[1] == _gridtrainer ]]; then
              _gridtrainer "$@"
            else
              compdef _gridtrainer gridtrainer
            fi
            """
    }

    /// `'(-q --quiet)'{-q,--quiet}'[help]'`, then `:VALUE:action` for a flag with a value.
    private static func zshSpec(_ flag: FlagSpelling) -> String {
        let help = "[" + zshText(flag.help) + "]"
        var value: String
        switch flag.value {
        case .none: value = ""
        case .number: value = ":number: "
        case .text: value = ":text: "
        case .path: value = ":file:_files"
        case .choice(let words): value = ":value:(" + words.joined(separator: " ") + ")"
        case .list(let words): value = ":value:_values -s , value " + words.joined(separator: " ")
        }
        let repeatable = flag.value == .text ? "*" : ""
        guard flag.names.count > 1 else {
            return "'" + repeatable + flag.names[0] + help + value + "'"
        }
        let group = "(" + flag.names.joined(separator: " ") + ")"
        return "'\(group)'{" + flag.names.joined(separator: ",") + "}'" + help + value + "'"
    }

    /// Help text inside a single-quoted `_arguments` spec: brackets and colons escaped.
    private static func zshText(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "'": out += #"'\''"#
            case "[", "]", ":", "\\": out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }

    // MARK: fish

    /// `complete` lines, the program's flags only before `check`, check's only after it.
    static func fish() -> String {
        var lines = [
            "# fish completion for gridtrainer, written by `gridtrainer --completion fish`.",
            "# Save it as ~/.config/fish/completions/gridtrainer.fish, or load it with:",
            "# gridtrainer --completion fish | source",
            "function __gridtrainer_in_check",
            "    set -l words (commandline -opc)",
            "    test (count $words) -gt 1; and test \"$words[2]\" = \(check.name)",
            "end",
            "complete -c gridtrainer -e",
            "complete -c gridtrainer -n '__fish_is_first_arg' -a \(check.name) -d "
                + fishText(check.help),
        ]
        lines += programFlags.map { fishLine($0, condition: "not __gridtrainer_in_check") }
        lines += checkFlags.map { fishLine($0, condition: "__gridtrainer_in_check") }
        return lines.joined(separator: "\n")
    }

    /// One `complete` line: the flag's spellings, what follows it, and its help.
    private static func fishLine(_ flag: FlagSpelling, condition: String) -> String {
        var line = "complete -c gridtrainer -n '\(condition)'"
        for name in flag.names {
            line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
        }
        switch flag.value {
        case .none: break
        case .number, .text: line += " -x"
        case .path: line += " -r -F"
        case .choice(let words): line += " -x -a " + fishText(words.joined(separator: " "))
        case .list(let words):
            line +=
                " -x -a "
                + fishText(
                    "(__fish_complete_list , \"string split ' ' '"
                        + words.joined(separator: " ") + "'\")")
        }
        return line + " -d " + fishText(flag.help)
    }

    /// A single-quoted fish word.
    private static func fishText(_ text: String) -> String {
        var out = "'"
        for character in text {
            if character == "'" || character == "\\" { out += "\\" }
            out.append(character)
        }
        return out + "'"
    }
}
