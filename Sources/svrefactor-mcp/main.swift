import SVRefactorMCP

MCPServerEntry.main()
