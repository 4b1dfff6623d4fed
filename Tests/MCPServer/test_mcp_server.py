"""`svrefactor mcp` driven end to end by the official Python MCP SDK's client: the tools, their
schemas and structured results, the check → preview → apply → check workflow on a module, and the
errors bad arguments get. The client validates every structured result against the tool's output
schema."""

import pytest
from mcp.shared.exceptions import MCPError

from conftest import PROFILE, connected, files_under

VIEW = "Sources/App/ProfileView.swift"


def text_of(result):
    return "\n".join(block.text for block in result.content)


async def test_the_server_says_what_it_is_for_and_lists_five_tools_with_schemas(module, home):
    from conftest import SERVER
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    parameters = StdioServerParameters(command=SERVER, args=["mcp"], cwd=str(module))
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as client:
            initialized = await client.initialize()
            assert initialized.server_info.name == "svrefactor"
            assert "check" in initialized.instructions and "preview" in initialized.instructions
            assert initialized.capabilities.tools is not None
            tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert list(tools) == ["list_rules", "explain_rule", "check", "preview", "apply"]
    for tool in tools.values():
        assert tool.description
        assert tool.input_schema["type"] == "object"
        assert tool.output_schema["type"] == "object"
    assert tools["check"].annotations.read_only_hint is True
    assert tools["preview"].annotations.read_only_hint is True
    assert tools["apply"].annotations.read_only_hint is False
    assert tools["check"].input_schema["required"] == ["paths"]
    assert "extract-subviews" in tools["explain_rule"].input_schema["properties"]["rule"]["enum"]


async def test_list_rules_gives_every_rule_with_what_it_does(module, home):
    async with connected(module, home) as session:
        result = await session.call_tool("list_rules", {})
        assert not result.is_error
        rules = {rule["id"]: rule for rule in result.structured_content["rules"]}
        assert {"reorder-members", "extract-subviews", "hoist-closures", "init-view-model", "migrate-observation"} <= set(rules)
        assert rules["extract-subviews"]["rewrites"] is True
        assert rules["extract-subviews"]["nameNames"] == "the subview"
        assert rules["move-subviews-to-files"]["createsFiles"] is True
        assert any(not rule["rewrites"] for rule in rules.values())
        assert "hoist-closures:" in text_of(result)


async def test_explain_rule_gives_rationale_options_and_an_example(module, home):
    async with connected(module, home) as session:
        result = await session.call_tool("explain_rule", {"rule": "extract-subviews"})
        assert not result.is_error
        explanation = result.structured_content
        assert explanation["id"] == "extract-subviews"
        assert "max-inputs" in [option["name"] for option in explanation["options"]]
        assert "struct" in explanation["example"]["after"]
        assert explanation["documentation"].startswith("# extract-subviews")


async def test_check_reports_findings_and_what_changes_would_create_and_remove_without_writing(module, home):
    async with connected(module, home) as session:
        before = files_under(module)
        result = await session.call_tool("check", {"paths": ["Sources"]})
        assert not result.is_error, text_of(result)
        report = result.structured_content
        assert report["exitStatus"] == 1
        assert report["summary"]["mode"] == "check"
        changed = {change["file"]: change for change in report["changes"]}
        assert set(changed) == {VIEW}
        assert "diff" not in changed[VIEW]
        created = [(item["kind"], item["name"]) for item in changed[VIEW]["created"]]
        assert ("struct", "ProfileHeader") in created
        assert [(item["kind"], item["name"], item["line"]) for item in changed[VIEW]["removed"]] == [("property", "header", 22)]
        assert any(finding["fixable"] for finding in report["findings"])
        assert files_under(module) == before
        assert files_under(home) == {}


async def test_preview_gives_the_diff_and_writes_nothing(module, home):
    async with connected(module, home) as session:
        result = await session.call_tool("preview", {"paths": [VIEW], "rules": ["hoist-closures"]})
        assert not result.is_error, text_of(result)
        report = result.structured_content
        assert report["exitStatus"] == 0
        assert report["summary"]["mode"] == "dry-run"
        assert report["diff"].startswith(f"--- a/{VIEW}\n+++ b/{VIEW}\n")
        assert report["diff"] in text_of(result)
        (change,) = report["changes"]
        assert change["rules"] == ["hoist-closures"]
        assert change["diff"] == report["diff"]
        assert [(item["kind"], item["container"]) for item in change["created"]] == [("method", "ProfileView")]
        assert (module / VIEW).read_text() == PROFILE


async def test_preview_at_a_position_names_what_it_creates(module, home):
    async with connected(module, home) as session:
        # Line 22 declares the helper `header`.
        result = await session.call_tool(
            "preview", {"at": [f"{VIEW}:22:17"], "rules": ["extract-subviews"], "name": "ProfileTitle"})
        assert not result.is_error, text_of(result)
        (change,) = result.structured_content["changes"]
        assert [(item["kind"], item["name"]) for item in change["created"]] == [("struct", "ProfileTitle")]
        assert "+            ProfileTitle(name: name, isExpanded: $isExpanded)\n" in change["diff"]
        assert (module / VIEW).read_text() == PROFILE


async def test_apply_writes_verified_changes_and_a_second_check_is_clean(module, home):
    async with connected(module, home) as session:
        result = await session.call_tool("apply", {"paths": ["Sources"], "rules": ["migrate-observation"]})
        assert not result.is_error, text_of(result)
        report = result.structured_content
        assert report["exitStatus"] == 0
        assert report["summary"]["mode"] == "apply"
        # The class and the view that creates it change together.
        assert sorted(change["file"] for change in report["changes"]) == ["Sources/App/ProfileView.swift", "Sources/App/Store.swift"]
        store = (module / "Sources/App/Store.swift").read_text()
        assert "@Observable" in store and "ObservableObject" not in store
        assert "@State private var store = Store()" in (module / VIEW).read_text()
        again = await session.call_tool("check", {"paths": ["Sources"], "rules": ["migrate-observation"]})
        assert again.structured_content["exitStatus"] == 0
        assert again.structured_content["changes"] == []
        assert files_under(home) == {}


async def test_apply_at_a_position_rewrites_only_that_construct(module, home):
    async with connected(module, home) as session:
        # Line 14 holds the Reset button's closure.
        result = await session.call_tool("apply", {"at": [f"{VIEW}:14:13"], "rules": ["hoist-closures"], "name": "reset"})
        assert not result.is_error, text_of(result)
        view = (module / VIEW).read_text()
        assert 'Button("Reset", action: reset)' in view
        assert "private func reset() {" in view
        # The other button's closure is not at the position.
        assert 'Button("More") { isExpanded.toggle() }' in view
        (change,) = result.structured_content["changes"]
        assert [(item["kind"], item["name"]) for item in change["created"]] == [("method", "reset()")]


@pytest.mark.parametrize(
    "tool, arguments, message",
    [
        ("check", {}, "check needs `paths`"),
        ("check", {"paths": ["Missing.swift"]}, "no such file or folder: 'Missing.swift'"),
        ("check", {"paths": ["--all-rules"]}, "no such file or folder: '--all-rules'"),
        ("check", {"paths": ["-"]}, "standard input"),
        ("check", {"paths": 3}, "`paths` must be an array of strings"),
        ("check", {"paths": ["Sources"], "rules": ["no-such-rule"]}, "unknown rule 'no-such-rule'"),
        ("check", {"paths": ["Sources"], "at": [f"{VIEW}:1"]}, "unknown argument `at`"),
        ("check", {"paths": ["Sources"], "options": {"max-inputs": 0}, "rules": ["extract-subviews"]}, "max-inputs"),
        ("preview", {"paths": ["Sources"], "at": [f"{VIEW}:3"]}, "not both"),
        ("preview", {"paths": ["Sources"], "name": "Header"}, "add `at`"),
        ("preview", {"at": ["ProfileView.swift"]}, "is not path:line"),
        ("preview", {"at": [f"{VIEW}:22"], "name": "1st", "rules": ["extract-subviews"]}, "not a Swift identifier"),
        ("preview", {"at": [f"{VIEW}:22"], "name": "Header"}, "`name` needs exactly one rule"),
        ("preview", {"at": [f"{VIEW}:999"], "rules": ["extract-subviews"]}, "`at`: 'Sources/App/ProfileView.swift:999' is past the end of the file"),
        ("preview", {"at": [f"{VIEW}:22"], "name": "Store", "rules": ["extract-subviews"]}, "`name`: 'Store' is already taken"),
        ("explain_rule", {"rule": "nope"}, "unknown rule 'nope'"),
        ("explain_rule", {}, "explain_rule needs `rule`"),
        ("list_rules", {"verbose": True}, "this tool takes none"),
    ],
)
async def test_bad_arguments_get_a_tool_error_that_says_what_is_wrong(module, home, tool, arguments, message):
    async with connected(module, home) as session:
        before = files_under(module)
        result = await session.call_tool(tool, arguments)
        assert result.is_error
        assert message in text_of(result)
        assert files_under(module) == before


async def test_an_unknown_tool_is_a_protocol_error(module, home):
    async with connected(module, home) as session:
        with pytest.raises(MCPError, match="unknown tool 'refactor'"):
            await session.call_tool("refactor", {})


async def test_a_position_with_nothing_to_rewrite_lists_the_nearest_constructs(module, home):
    async with connected(module, home) as session:
        # Line 4 is the `name` property: nothing extract-subviews rewrites.
        result = await session.call_tool("preview", {"at": [f"{VIEW}:4:5"], "rules": ["extract-subviews"]})
        assert not result.is_error, text_of(result)
        report = result.structured_content
        assert report["changes"] == []
        assert "nothing at" in report["log"]
        assert f"{VIEW}:22:" in report["log"] and "header [extract-subviews]" in report["log"]
        assert (module / VIEW).read_text() == PROFILE
