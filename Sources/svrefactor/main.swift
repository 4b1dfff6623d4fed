import SVRefactorCLI

SVRefactorCLI.main()
