"""`svrefactor lsp` driven end to end by pytest-lsp's client, with the capabilities real editors
send (VS Code, Neovim, Emacs eglot): diagnostics after changes, code actions whose edits compile
the same as `svrefactor apply --at`, configuration and suppression comments."""

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import PACKAGE, PROFILE, SERVER, STORE, apply_edits

CLIENTS = ["visual-studio-code", "neovim@v0.10.0", "emacs"]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER, "lsp"]), params=CLIENTS)
async def client(lsp_client: LanguageClient, request):
    lsp_client.registrations = []

    # What an editor that watches files for its servers does with the server's registration.
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(client: LanguageClient, params: types.RegistrationParams):
        client.registrations.extend(params.registrations)

    result = await lsp_client.initialize_session(types.InitializeParams(capabilities=client_capabilities(request.param)))
    lsp_client.initialize_result = result
    yield
    await lsp_client.shutdown_session()


def counts_utf8(client):
    return client.initialize_result.capabilities.position_encoding == types.PositionEncodingKind.Utf8


async def open_document(client, path, text=None):
    """Opens `path` (with `text` in place of the file's) and waits for its diagnostics."""
    text = path.read_text() if text is None else text
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=path.as_uri(), language_id="swift", version=1, text=text)))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[path.as_uri()]


async def actions_at(client, path, line, character, only=None, diagnostics=()):
    return await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
        range=types.Range(start=types.Position(line=line, character=character), end=types.Position(line=line, character=character)),
        context=types.CodeActionContext(diagnostics=list(diagnostics), only=only)))


def edited(client, action, path, text):
    """The text of `path` after the action's workspace edit, applied as an editor would."""
    edit = action.edit
    if edit.changes is not None:
        return apply_edits(text, edit.changes.get(path.as_uri(), []), counts_utf8(client))
    for change in edit.document_changes:
        if isinstance(change, types.TextDocumentEdit) and change.text_document.uri == path.as_uri():
            text = apply_edits(text, change.edits, counts_utf8(client))
    return text


async def test_initialize_offers_code_actions_in_the_encoding_the_client_prefers(client: LanguageClient):
    capabilities = client.initialize_result.capabilities
    assert client.initialize_result.server_info.name == "svrefactor"
    kinds = set(capabilities.code_action_provider.code_action_kinds)
    assert {"quickfix", "refactor.extract", "refactor.rewrite", "source.fixAll.svrefactor"} <= kinds
    offered = client.capabilities.general.position_encodings if client.capabilities.general else None
    expected = types.PositionEncodingKind.Utf8 if offered and types.PositionEncodingKind.Utf8 in offered else types.PositionEncodingKind.Utf16
    assert capabilities.position_encoding == expected


async def test_file_watchers_are_registered_when_the_client_watches_files(client: LanguageClient, module):
    await open_document(client, module / "ProfileView.swift")
    watched = client.capabilities.workspace.did_change_watched_files
    methods = [registration.method for registration in client.registrations]
    if watched and watched.dynamic_registration:
        assert methods == ["workspace/didChangeWatchedFiles"]
        patterns = [watcher["globPattern"] for watcher in client.registrations[0].register_options["watchers"]]
        assert patterns == ["**/*.swift", "**/.svrefactor.yml"]
    else:
        assert methods == []


async def test_diagnostics_carry_the_rule_its_page_and_ranges_in_the_negotiated_encoding(client: LanguageClient, module):
    diagnostics = await open_document(client, module / "ProfileView.swift")
    by_code = {}
    for diagnostic in diagnostics:
        by_code.setdefault(diagnostic.code, []).append(diagnostic)
    assert set(by_code) == {"private-state", "foreground-style"}, diagnostics
    (state,) = by_code["private-state"]
    assert state.range.start.line == 3
    assert state.code_description.href.endswith("/Docs/rules/private-state.md")
    assert state.severity == types.DiagnosticSeverity.Warning
    (color,) = by_code["foreground-style"]
    line = PROFILE.split("\n")[10]
    assert color.range.start == types.Position(line=10, character=12)
    # "Großartig": the ß is two UTF-8 bytes and one UTF-16 unit.
    length = len(line.encode("utf-8")) if counts_utf8(client) else len(line.encode("utf-16-le")) // 2
    assert color.range.end == types.Position(line=10, character=length)


async def test_extract_subview_at_a_helpers_use_and_diagnostics_after_the_change(client: LanguageClient, module):
    path = module / "ProfileView.swift"
    await open_document(client, path)
    actions = await actions_at(client, path, 9, 12)
    titles = [action.title for action in actions]
    assert "Extract subview 'header'" in titles, titles
    extract = actions[titles.index("Extract subview 'header'")]
    assert extract.kind == "refactor.extract"
    text = edited(client, extract, path, PROFILE)
    assert "            ProfileHeader(" in text
    assert "private struct ProfileHeader: View {" in text
    assert "private var header: some View" not in text
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=path.as_uri(), version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert {d.code for d in client.diagnostics[path.as_uri()]} == {"private-state", "foreground-style"}


async def test_move_an_action_into_a_method(client: LanguageClient, module):
    path = module / "ProfileView.swift"
    await open_document(client, path)
    actions = await actions_at(client, path, 12, 16)
    (hoist,) = [action for action in actions if action.title == "Move action into a method"]
    text = edited(client, hoist, path, PROFILE)
    assert 'Button("Save", action: save)' in text
    assert "    private func save() {\n        isEditing = false\n" in text


async def test_quick_fix_of_one_finding_and_fix_all(client: LanguageClient, module):
    path = module / "ProfileView.swift"
    diagnostics = await open_document(client, path)
    color = [d for d in diagnostics if d.code == "foreground-style"]
    actions = await actions_at(client, path, 10, 40, diagnostics=color)
    (fix,) = [action for action in actions if action.kind == "quickfix"]
    assert fix.title == "Use .foregroundStyle"
    assert list(fix.diagnostics) == color
    text = edited(client, fix, path, PROFILE)
    assert 'Text("Großartig").foregroundStyle(.red)' in text
    assert '    @State var name = ""' in text

    (fix_all,) = await actions_at(client, path, 0, 0, only=["source.fixAll.svrefactor"])
    text = edited(client, fix_all, path, PROFILE)
    assert 'Text("Großartig").foregroundStyle(.red)' in text
    assert '    @State private var name = ""' in text


async def test_migrating_a_class_edits_every_file_that_uses_it(client: LanguageClient, module):
    store = module / "Store.swift"
    await open_document(client, store)
    actions = await actions_at(client, store, 2, 12)
    (migrate,) = [action for action in actions if action.title == "Migrate 'Store' to @Observable"]
    assert migrate.kind == "refactor.rewrite"
    profile = module / "ProfileView.swift"
    assert "@Observable" in edited(client, migrate, store, store.read_text())
    # The view's file is not open: the edit still reaches it.
    assert edited(client, migrate, profile, PROFILE) != PROFILE


async def test_configuration_and_suppression_comments_apply(client: LanguageClient, module):
    (module.parent.parent / ".svrefactor.yml").write_text(
        "rules:\n  long-body:\n    enabled: true\n    max-lines: 3\n    severity: error\n  private-state:\n    enabled: false\n  foreground-style:\n    severity: error\n")
    text = PROFILE.replace('            Text("Großartig")', '            // svrefactor:disable-next-line foreground-style\n            Text("Großartig")')
    diagnostics = await open_document(client, module / "ProfileView.swift", text)
    assert {d.code for d in diagnostics} == {"long-body"}, diagnostics
    assert {d.severity for d in diagnostics} == {types.DiagnosticSeverity.Error}
    # Without the comment, the fix foreground-style would make is an error too, as configured.
    diagnostics = await open_document(client, module / "Other.swift", PROFILE.replace("ProfileView", "OtherView"))
    assert {d.severity for d in diagnostics if d.code == "foreground-style"} == {types.DiagnosticSeverity.Error}


async def test_a_file_that_does_not_parse_gets_one_diagnostic_and_no_actions(client: LanguageClient, module):
    path = module / "ProfileView.swift"
    broken = PROFILE.replace("VStack {", "VStack {{", 1)
    diagnostics = await open_document(client, path, broken)
    assert [d.code for d in diagnostics] == ["svrefactor"]
    assert not await actions_at(client, path, 9, 12)


async def test_closing_a_document_clears_its_diagnostics(client: LanguageClient, module):
    path = module / "ProfileView.swift"
    assert await open_document(client, path)
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=path.as_uri())))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert not client.diagnostics[path.as_uri()]


async def test_move_a_view_to_its_own_file_creates_it_when_the_client_can(client: LanguageClient, module):
    (module.parent.parent / ".svrefactor.yml").write_text("rules:\n  move-subviews-to-files:\n    max-file-lines: 10\n    min-lines: 5\n")
    footer = "\n\nstruct Footer: View {\n    var body: some View {\n        VStack {\n" + "".join(
        f'            Text("Line {n}")\n' for n in range(8)) + "        }\n    }\n}\n"
    path = module / "ProfileView.swift"
    path.write_text(PROFILE + footer)
    await open_document(client, path)
    actions = await actions_at(client, path, PROFILE.count("\n") + 3, 8)
    moves = [action for action in actions if action.kind == "refactor.move"]
    edit_capabilities = client.capabilities.workspace.workspace_edit
    if not (edit_capabilities and edit_capabilities.document_changes and types.ResourceOperationKind.Create in (edit_capabilities.resource_operations or [])):
        assert not moves
        return
    (move,) = moves
    assert move.title == "Move 'Footer' to its own file"
    created = [change for change in move.edit.document_changes if isinstance(change, types.CreateFile)]
    assert [change.uri for change in created] == [(module / "Footer.swift").as_uri()]
    assert "struct Footer" not in edited(client, move, path, PROFILE + footer)


async def test_a_configuration_that_does_not_load_is_one_error_diagnostic(client: LanguageClient, module):
    (module.parent.parent / ".svrefactor.yml").write_text("rules:\n  long-body:\n    max-lines: many\n")
    diagnostics = await open_document(client, module / "ProfileView.swift")
    assert [(d.code, d.severity) for d in diagnostics] == [("svrefactor", types.DiagnosticSeverity.Error)]
    assert "max-lines" in diagnostics[0].message


async def test_edits_of_an_open_document_use_the_uri_its_client_gave(client: LanguageClient, tmp_path):
    # A folder name a client percent-encodes (`+`, a space): the edit must name the document as it was opened.
    root = tmp_path / "My App+Kit"
    sources = root / "Sources" / "App"
    sources.mkdir(parents=True)
    (root / "Package.swift").write_text(PACKAGE)
    path = sources / "ProfileView.swift"
    path.write_text(PROFILE)
    (sources / "Store.swift").write_text(STORE)
    await open_document(client, path)
    actions = await actions_at(client, path, 9, 12)
    (extract,) = [action for action in actions if action.title == "Extract subview 'header'"]
    uris = list(extract.edit.changes) if extract.edit.changes is not None else [c.text_document.uri for c in extract.edit.document_changes]
    assert uris == [path.as_uri()]
