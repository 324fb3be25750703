print("gridtrainer")
